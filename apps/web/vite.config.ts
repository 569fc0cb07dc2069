import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { noZodAtStart } from './vite-plugins/no-zod-at-start.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { socialImages } from './vite-plugins/social-images.ts';

/** React's API on Preact for the shipped build; dev server and tests run React itself. */
const preactCompat = Object.entries({
  react: 'preact/compat',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  // What the JSX compiles to in a development-mode build (a test building the renderer).
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
}).map(([name, replacement]) => ({ find: new RegExp(`^${name}$`), replacement }));

/** The server's renderer (src/entry-server.tsx) on the same runtime as the browser's build. */
const preactServer = { find: /^react-dom\/server$/, replacement: 'preact/compat/server' };

/**
 * `vite build --ssr src/entry-server.tsx`: one self-contained ES module for the API server to
 * import (dist-ssr/entry-server.js); no node_modules needed at run time, one copy of Preact.
 */
const ssrBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { output: { codeSplitting: false } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve:
    command === 'build'
      ? { alias: isSsrBuild ? [preactServer, ...preactCompat] : preactCompat }
      : {},
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [noZodAtStart(), socialImages(), precompress()]),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // .vite/manifest.json: where the server finds all-pages.css (decision 058).
        manifest: true,
        rolldownOptions: {
          output: {
            // Few, predictable files: over HTTP/1.1 every extra request of a page costs a phone a
            // round trip. Each page is still its own chunk (the lazy routes of app/router.tsx).
            codeSplitting: {
              groups: [
                // Everything the first render needs (React, the router, the layout) in one file.
                { name: 'app', tags: ['$initial'], priority: 3 },
                // zod: only pages that validate a form or a signed-in answer load it.
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
                // The pages' icons together, instead of one tiny file per icon.
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
}));
