import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
const read = (file: string) => readFileSync(join(src, file), 'utf8');

/** The files index.css leaves out (`@source not "./x"`), as regular expressions over paths. */
function leftOut(): RegExp[] {
  return [...read('index.css').matchAll(/@source not "\.\/([^"]+)"/g)].map(([, glob = '']) => {
    const pattern = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
    return new RegExp(`^${pattern}(/|$)`);
  });
}

/** The route modules the router loads without all-pages.css (`page(...)`, `listing(...)`). */
function publicRouteModules(): string[] {
  const router = read('app/router.tsx');
  return [...router.matchAll(/(.{0,40})\(\) => import\('\.\/(routes\/[^']+)'\)/g)]
    .filter(([, before = '']) => !before.includes('signedInPage('))
    .map(([, , module = '']) => `app/${module}`);
}

/** Every file of src a module reaches through its relative imports (import and import()). */
function reachable(roots: string[], skip: Set<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || skip.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const code = read(file);
    for (const [, specifier = ''] of code.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = relative(src, join(src, dirname(file), specifier));
      if (existsSync(join(src, target))) visit(target);
    }
  };
  for (const root of roots) visit(root);
  return seen;
}

describe('the public pages stylesheet (index.css)', () => {
  it('leaves out no file a public page reaches', () => {
    const roots = [
      'main.tsx',
      'app/layouts/main-layout.tsx',
      'components/route-error.tsx',
      'components/page-loading.tsx',
      ...publicRouteModules(),
    ];
    expect(roots).toContain('app/routes/product-detail.tsx');
    expect(roots).toContain('app/routes/residential.tsx');
    expect(roots).not.toContain('app/routes/admin-orders.tsx');
    // The router itself is walked through the roots above: it also imports the back office's
    // layout, which only its pages (with all-pages.css) render.
    const files = reachable(roots, new Set(['app/router.tsx']));
    const patterns = leftOut();
    expect(patterns.length).toBeGreaterThan(0);
    const wronglyLeftOut = [...files].filter((file) => patterns.some((p) => p.test(file)));
    expect(wronglyLeftOut).toEqual([]);
  });
});
