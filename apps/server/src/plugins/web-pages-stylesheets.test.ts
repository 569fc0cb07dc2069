import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PUBLIC_SHEET = '/assets/index-public.css';
const ALL_PAGES_SHEET = '/assets/all-pages-styles-all.css';
const INDEX_HTML = `<!doctype html><html><head><meta charset="UTF-8" />
<title>ClearSpring Water</title>
<script type="module" crossorigin src="/assets/index-test.js"></script>
<link rel="stylesheet" crossorigin href="${PUBLIC_SHEET}">
</head><body><div id="root"></div></body></html>`;
// As Vite writes it: all-pages-styles.ts imports nothing but all-pages.css.
const MANIFEST = {
  'index.html': { file: 'assets/index-test.js', isEntry: true, css: ['assets/index-public.css'] },
  'src/app/all-pages-styles.ts': {
    file: 'assets/all-pages-styles-all.css',
    src: 'src/app/all-pages-styles.ts',
  },
};

const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((link) => link[1]);

describe('the stylesheet each page links (decision 058)', () => {
  let t: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'clearspring-sheets-'));
    writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
    mkdirSync(join(webDistDir, '.vite'));
    writeFileSync(join(webDistDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ config: { webDistDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });
  const sheetsOf = async (url: string) =>
    stylesheets((await t.app.inject({ method: 'GET', url })).body);

  it('gives home, the listings, a product and the static pages the public pages sheet', async () => {
    const product = (await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=1' })).json<{
      data: { _id: string }[];
    }>().data[0]!;
    for (const url of ['/', '/residential', '/products?q=filter', `/product/${product._id}`]) {
      expect(await sheetsOf(url), url).toEqual([PUBLIC_SHEET]);
    }
    expect(await sheetsOf('/contact-us')).toEqual([PUBLIC_SHEET]);
  });

  it('gives the back office, account, auto-replace, checkout and cart pages every class', async () => {
    for (const url of [
      '/admin',
      '/admin/orders',
      '/residential/edit',
      '/account/auto-replace',
      '/a/abc123',
      '/checkout',
      '/shoppingCart',
      '/log',
    ]) {
      expect(await sheetsOf(url), url).toEqual([ALL_PAGES_SHEET]);
    }
  });
});
