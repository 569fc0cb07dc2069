import { existsSync } from 'node:fs';

/**
 * A worker thread's entry: the release's own file beside dist/main.js (scripts/build-server.mjs
 * builds one per worker); from the TypeScript sources (development, tests), a bootstrap that
 * registers tsx in the new thread first. `base` is the worker's module without its extension,
 * resolved from the caller's import.meta.url.
 */
export function threadEntry(base: URL): { code: string | URL; eval: boolean } {
  const bundled = new URL(`${base.href}.js`);
  if (existsSync(bundled)) return { code: bundled, eval: false };
  const source = `${base.href}.ts`;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return { code: bootstrap, eval: true };
}
