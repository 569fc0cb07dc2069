import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/index.ts';
import { catalogue } from '../db/seed/catalogue-data.ts';
import { catalogueCache } from '../modules/products/catalogue-cache.ts';
import { buildPageRenderer } from '../test/build-page-renderer.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const INDEX_HTML = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="description" content="default" /><title>ClearSpring Water</title>
<script type="module" crossorigin src="/assets/index-test.js"></script></head>
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

const APP_SCRIPT = '<script type="module" crossorigin src="/assets/index-test.js"></script>';

const money = (price: number) => `$${price.toFixed(2)}`;

describe('public pages rendered on the server', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clearspring-ssr-'));
    const webDistDir = join(dir, 'web');
    const webSsrEntry = await buildPageRenderer(join(dir, 'ssr'));
    rmSync(webDistDir, { recursive: true, force: true });
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

  const cardsOf = (html: string) =>
    pageData(html).queries.find((q) => q.queryKey[1] === 'list')?.state.data as {
      pages: { data: { name: string; price: number; category: string }[]; total?: number }[];
    };

  it('renders a category listing with its heading, count, cards and their data', async () => {
    const residential = catalogue.filter((p) => p.category === 'residential');
    const page = await get('/residential');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Residential<\/h1>/);
    expect(page.text).toContain(`${residential.length} products`);
    const first = cardsOf(page.html).pages[0]!.data[0]!;
    expect(page.text).toContain(first.name);
    expect(page.text).toContain(`${money(first.price)} USD`);
    for (const [path, heading] of [
      ['/commercial', 'Commercial'],
      ['/testkit', 'Test Kit'],
    ]) {
      const other = await get(path!);
      expect(other.status, path).toBe(200);
      expect(other.html, path).toContain(`>${heading}`);
      expect(cardsOf(other.html).pages[0]!.data.length, path).toBeGreaterThan(0);
    }
  });

  it('renders a listing with the search, sort and filters of its URL', async () => {
    const url = '/residential?sort=price-asc&type=filter&filterType=undersink&maxPrice=300';
    const expected = catalogue
      .filter(
        (p) =>
          p.category === 'residential' &&
          p.type === 'filter' &&
          p.filterType === 'undersink' &&
          p.price <= 300,
      )
      .sort((a, b) => a.price - b.price);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const page = await get(url);
    const cards = cardsOf(page.html).pages[0]!.data;
    expect(cards.map((card) => card.name)).toEqual(expected.map((p) => p.name));
    // In that order on the page too.
    const positions = expected.map((p) => page.text.indexOf(p.name));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(page.text).toContain(`${expected.length} products`);

    const search = await get('/products?q=reverse%20osmosis');
    expect(search.text).toContain('Results for “reverse osmosis”');
    expect(
      cardsOf(search.html).pages[0]!.data.some((card) => /Reverse Osmosis/.test(card.name)),
    ).toBe(true);
  });

  it('answers a search link with control characters with the products page saying they were left out; the API keeps its envelope', async () => {
    const leftOut = 'Some characters in this search cannot be searched for, so they were left out.';
    const nul = await get('/products?q=%00');
    expect(nul.status).toBe(200);
    expect(nul.html).toMatch(/<h1[^>]*>All Products/);
    expect(nul.text).toContain(leftOut);
    expect(nul.text).not.toContain('Results for');
    expect(cardsOf(nul.html).pages[0]!.data.length).toBeGreaterThan(0);

    const pasted = await get('/products?q=reverse%0D%0A%00osmosis%1B');
    expect(pasted.status).toBe(200);
    expect(pasted.text).toContain('Results for “reverse osmosis”');
    expect(pasted.text).toContain(leftOut);
    expect(pasted.html.replace(/[\n\r\t]/g, ' ')).not.toMatch(/\p{Cc}/u);

    const api = await t.app.inject({ method: 'GET', url: '/api/v1/products?q=%00' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('renders home with the important products and its sections', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    for (const product of catalogue.filter((p) => p.important)) {
      expect(page.text).toContain(product.name);
    }
    expect(page.html).toContain('id="mission-heading"');
    const keys = pageData(page.html).queries.map((q) => q.queryKey.join('/'));
    expect(keys).toContain('products/important');
  });

  it('renders the static pages and the not-found page', async () => {
    for (const [path, heading] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-and-conditions', 'Terms and Conditions'],
      ['/warranty', 'Warranty'],
      ['/contact-us', 'Contact Us'],
    ]) {
      const page = await get(path!);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toMatch(new RegExp(`<h1[^>]*>${heading}`));
    }
    for (const path of ['/no-such-page', '/product/00000000-0000-4000-8000-000000000000']) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.text, path).toMatch(/not found/i);
    }
  });

  it('starts the app of a rendered page from a script of its own, after its main image', async () => {
    for (const path of ['/', '/residential', '/privacy-policy']) {
      const page = await get(path);
      expect(page.html, path).toContain(
        '<script type="module" src="/start-after-paint.js" data-app data-src="/assets/index-test.js"></script>',
      );
      expect(page.html, path).not.toContain(APP_SCRIPT);
    }
  });

  it('no tap lost 27.1: renders a page of a listing from ?page=, linked to the pages around it', async () => {
    const residential = catalogue.filter((p) => p.category === 'residential');
    expect(residential.length).toBeGreaterThan(24);
    const first = await get('/residential');
    const linkTo = (html: string, rel: string) =>
      new RegExp(`<a [^>]*rel="${rel}"[^>]*>`).exec(html)?.[0];
    expect(linkTo(first.html, 'next')).toContain('href="/residential?page=2"');
    const second = await get('/residential?page=2');
    expect(second.status).toBe(200);
    expect(linkTo(second.html, 'prev')).toContain('href="/residential"');
    expect(second.html).toMatch(/<link rel="canonical" href="[^"]*\/residential\?page=2" \/>/);
    const onFirst = cardsOf(first.html).pages[0]!.data.map((card) => card.name);
    const onSecond = cardsOf(second.html).pages[0]!.data.map((card) => card.name);
    expect(onFirst.length + onSecond.length).toBe(Math.min(residential.length, 48));
    expect(onSecond.filter((name) => onFirst.includes(name))).toEqual([]);
  });

  it('no tap lost 27.2: renders the first screen of sign-in, sign-up, cart, checkout and back office', async () => {
    const screens = [
      ['/log', 'Sign in', 'Email or phone number'],
      ['/log/sign-up', 'Sign up', 'Email or phone number'],
      ['/shoppingCart', 'Shopping Cart', 'Your cart needs JavaScript'],
      ['/checkout', 'Checkout', 'Checkout needs JavaScript'],
      ['/admin', 'Admin', 'Back office needs JavaScript'],
      ['/admin/orders', 'Admin', 'Back office needs JavaScript'],
    ];
    for (const [path, heading, says] of screens) {
      const page = await get(path!);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(page.text, path).toContain(says);
      expect(page.html, path).toContain('name="robots" content="noindex');
    }
  });

  it('no tap lost 27.2: answers a sign-in the browser sent itself with the page again, body unread', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/log?returnTo=%2FshoppingCart',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'credential=dana%40example.com&password=secret',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/log?returnTo=%2FshoppingCart');
  });

  it('no tap lost 27.3: renders the first screen of every other members-only page, never the bare shell', async () => {
    const screens = [
      ['/log/forgot-password', 'Reset your password', 'Email or phone number'],
      ['/account', 'Account', 'Account needs JavaScript'],
      ['/wishlist', 'Wishlist', 'Wishlist needs JavaScript'],
      ['/orderHistory', 'My Orders', 'My Orders needs JavaScript'],
      ['/receivedOrders', 'Received Orders', 'Received Orders needs JavaScript'],
      ['/dashboard', 'My Products', 'My Products needs JavaScript'],
      ['/settings', 'Household &amp; Water Profile', 'needs JavaScript'],
      ['/shippingDetails', 'Household &amp; Water Profile', 'needs JavaScript'],
      ['/sendVerificationEmail', 'Send Verification Email', 'needs JavaScript'],
      ['/enterVerificationCode', 'Enter Verification Code', 'needs JavaScript'],
      ['/outbox', 'Outbox', 'Outbox needs JavaScript'],
      ['/createProduct', 'Create Product', 'Back office needs JavaScript'],
      ['/product', 'Product', 'No product was chosen'],
      ['/r/abc123', 'Filter reminder', 'This reminder link needs JavaScript'],
      ['/residential/edit', 'Residential', 'Residential'],
    ];
    for (const [path, heading, says] of screens) {
      const page = await get(path!);
      expect(page.status, path).toBe(200);
      expect(page.html, path).not.toContain('<div id="root"></div>');
      expect(page.html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(page.text, path).toContain(says);
      expect(page.html, path).toContain('name="robots" content="noindex');
    }
  });

  it('no tap lost 27.3: answers a reset-code request the browser sent itself with the page again', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/log/forgot-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'credential=dana%40example.com',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/log/forgot-password');
  });

  it('keeps a rendered page a few seconds, and renders it again once the catalogue changes', async () => {
    const seeded = catalogue.find((p) => p.type === 'none')!;
    const row = await productRow(seeded.sku);
    const url = `/product/${row.id}`;
    expect((await get(url)).text).toContain(money(seeded.price));
    await t.db.update(products).set({ priceCents: 7777 }).where(eq(products.id, row.id));
    // Within the cache's few seconds, and no admin route said the catalogue changed.
    expect((await get(url)).text).toContain(money(seeded.price));
    catalogueCache(t.db).clear();
    const after = await get(url);
    expect(after.text).toContain('$77.77');
    expect(after.text).not.toContain(money(seeded.price));
  });

  it("gives a product page's head and body the same read of the product", async () => {
    const seeded = catalogue.find((p) => p.type === 'part' && /^[\w .-]+$/.test(p.name))!;
    const row = await productRow(seeded.sku);
    expect((await t.app.inject(`/api/v1/products/${row.id}`)).json().data.name).toBe(seeded.name);
    // Renamed by another instance: this one's catalogue cache keeps the old answer a few seconds.
    await t.db.update(products).set({ name: 'Renamed Elsewhere' }).where(eq(products.id, row.id));
    const page = await get(`/product/${row.id}?from=elsewhere`);
    const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1];
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(page.html)?.[1];
    expect(heading).toBe(seeded.name);
    expect(title).toContain(heading);
  });

  it('sends the cached page compressed as the browser asks', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/warranty',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('id="page-data"');
  });
});
