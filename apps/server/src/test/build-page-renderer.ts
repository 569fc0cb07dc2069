import { join, resolve } from 'node:path';

const WEB_ROOT = resolve(import.meta.dirname, '../../../web');

/**
 * Builds the web app's server renderer (as `npm run build` does) into `outDir`, for tests on a
 * fresh clone where nothing was built; returns its entry file.
 */
export async function buildPageRenderer(outDir: string): Promise<string> {
  const { build } = await import('vite');
  await build({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true },
  });
  return join(outDir, 'entry-server.js');
}
