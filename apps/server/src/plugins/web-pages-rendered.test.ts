import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/index.ts';
import { catalogue } from '../db/seed/catalogue-data.ts';
import { buildPageRenderer } from '../test/build-page-renderer.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const INDEX_HTML = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="description" content="default" /><title>ClearSpring Water</title></head>
<body><div id="root"></div></body></html>`;

interface PageData {
  queries: { queryKey: unknown[]; state: { data: unknown } }[];
}

/** The queries the server sent along with the page, as main.tsx reads them. */
function pageData(html: string): PageData {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  if (!json?.[1]) throw new Error('the page carries no data');
  return JSON.parse(json[1]);
}

/** The page's text as a crawler reads it: no scripts, no tags, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

const money = (price: number) => `$${price.toFixed(2)}`;

describe('public pages rendered on the server', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clearspring-ssr-'));
    const webDistDir = join(dir, 'web');
    const webSsrEntry = await buildPageRenderer(join(dir, 'ssr'));
    rmSync(webDistDir, { recursive: true, force: true });
    const { mkdirSync } = await import('node:fs');
    mkdirSync(webDistDir);
    writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ config: { webDistDir, webSsrEntry } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, html: response.body, text: visibleText(response.body) };
  };
  const productRow = async (sku: string) =>
    (await t.db.select().from(products).where(eq(products.sku, sku)))[0]!;

  it('renders a product page: name, price, stock, description, and its data', async () => {
    const seeded = catalogue.find((p) => p.type === 'filter')!;
    const row = await productRow(seeded.sku);
    const page = await get(`/product/${row.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
    expect(page.text).toContain(seeded.name);
    expect(page.text).toContain(money(seeded.price));
    expect(page.text).toContain(seeded.description.slice(0, 60));
    expect(page.text).toMatch(/in stock/i);
    const detail = pageData(page.html).queries.find((q) => q.queryKey[1] === 'detail');
    expect(detail).toMatchObject({
      queryKey: ['products', 'detail', row.id],
      state: { data: { _id: row.id, name: seeded.name, price: seeded.price } },
    });
  });
});
