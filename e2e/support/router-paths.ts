import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROUTER = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'app', 'router.tsx');

/**
 * Every route pattern of the web app's router (apps/web/src/app/router.tsx), read from its
 * source so a route added there is visited too: `path: '…'` entries, `index: true`, and
 * `listing('…')` (a listing and its `:mode`). Children of an absolute layout path (`/admin`) are
 * under it; the main layout's are under `/`.
 */
export function routerPatterns(): string[] {
  const source = readFileSync(ROUTER, 'utf8');
  const entries = /path: '([^']+)'|index: true|listing\('([^']+)'/g;
  const patterns = new Set<string>();
  let prefix = '/';
  for (const [entry, path, listing] of source.matchAll(entries)) {
    if (listing) {
      patterns.add(`${prefix}${listing}`);
      patterns.add(`${prefix}${listing}/:mode`);
    } else if (entry === 'index: true') {
      patterns.add(prefix === '/' ? '/' : prefix.replace(/\/$/, ''));
    } else if (path === '/admin') {
      prefix = '/admin/';
    } else if (path?.startsWith('/')) {
      if (path !== '/') patterns.add(path);
    } else if (path) {
      patterns.add(`${prefix}${path}`);
    }
  }
  return [...patterns];
}

/** A URL of a pattern: its parameters filled with values that reach the page. */
export function urlOf(pattern: string, productId: string): string {
  return pattern
    .replace(':id', pattern.startsWith('/product') ? productId : 'no-such-id')
    .replace(':mode', 'edit')
    .replace(':code', 'no-such-code')
    .replace('*', 'no-such-page');
}
