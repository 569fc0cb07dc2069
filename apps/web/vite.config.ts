import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress.ts';

export default defineConfig({
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
            // zod and the shared schemas: only pages that fetch or submit data load them.
            {
              name: 'contract',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]/,
              priority: 2,
            },
            // The pages' icons together, instead of one tiny file per icon.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
