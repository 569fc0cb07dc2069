import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress.ts';

/** React's API on Preact for the shipped build; dev server and tests run React itself. */
const preactCompat = Object.entries({
  react: 'preact/compat',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
}).map(([name, replacement]) => ({ find: new RegExp(`^${name}$`), replacement }));

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: preactCompat } : {},
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
