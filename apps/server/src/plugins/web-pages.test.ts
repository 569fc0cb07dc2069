import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/index.ts';
import { catalogue } from '../db/seed/catalogue-data.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PUBLIC_URL = 'https://shop.example.com';
const INDEX_HTML = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="description" content="default" /><title>ClearSpring Water</title></head>
<body><div id="root"></div></body></html>`;

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = html.matchAll(
    /<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/g,
  );
  return [...blocks].map((block) => JSON.parse(block[1] ?? ''));
}

describe('public pages answered with their head, and real 404s', () => {
  let t: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'clearspring-pages-'));
    writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ config: { webDistDir, publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const productRow = async (sku: string) =>
    (await t.db.select().from(products).where(eq(products.sku, sku)))[0]!;

  it('gives a product page its title, description, canonical, Open Graph and Product JSON-LD', async () => {
    const seeded = catalogue.find((p) => p.type === 'filter')!;
    const row = await productRow(seeded.sku);
    const response = await get(`/product/${row.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const url = `${PUBLIC_URL}/product/${row.id}`;
    expect(html).toContain(
      `<title>${seeded.name.replace(/"/g, '&quot;')} · ClearSpring Water</title>`,
    );
    expect(html).not.toContain('content="default"');
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    const rendition = seeded.imageUrl.replace(
      /^\/images\/(\w+)\/(.+)\.svg$/,
      '/images/og/$1/$2.png',
    );
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}${rendition}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The gallery's first image, the page's LCP, is asked for from the head.
    expect(html).toContain(
      `<link rel="preload" as="image" href="${seeded.imageUrl}" fetchpriority="high" />`,
    );
    const [product, breadcrumbs] = jsonLd(html);
    // schema.org Product with an Offer: what Google's rich results require.
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: seeded.name,
      image: [
        `${PUBLIC_URL}${seeded.imageUrl}`,
        ...seeded.imageUrls.map((u) => `${PUBLIC_URL}${u}`),
      ],
      offers: {
        '@type': 'Offer',
        url,
        price: seeded.price.toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(breadcrumbs?.itemListElement).toHaveLength(3);
  });

  it('hardening 30.24: gives every public page a PNG og:image, the Organization and the brand', async () => {
    const seeded = catalogue.find((p) => p.imageUrl.endsWith('.svg'))!;
    const row = await productRow(seeded.sku);
    const pages = ['/', `/product/${row.id}`, '/commercial', '/products', '/warranty'];
    for (const page of pages) {
      const html = (await get(page)).body;
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image, page).toMatch(new RegExp(`^${PUBLIC_URL}/images/og/[\\w/-]+\\.png$`));
      expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
      expect(
        jsonLd(html).map((data) => data['@type']),
        page,
      ).toContain('Organization');
    }
    const [product] = jsonLd((await get(`/product/${row.id}`)).body);
    expect(product).toMatchObject({
      brand: { '@type': 'Brand', name: 'ClearSpring Water' },
      offers: { seller: { '@type': 'Organization' } },
    });
    expect((await get('/commercial')).body).toContain(
      `content="${PUBLIC_URL}/images/og/banners/hero-commercial.png"`,
    );
  });

  it('gives home the Organization and listings their canonical link', async () => {
    const home = await get('/');
    expect(jsonLd(home.body)[0]).toMatchObject({ '@type': 'Organization', url: `${PUBLIC_URL}/` });
    const listing = await get('/residential?sort=price-asc');
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain('<title>Residential · ClearSpring Water</title>');
    expect(listing.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/residential" />`);
  });

  it('serves every private route of the app, unindexed: reminder links and the back office', async () => {
    for (const url of [
      '/r/abc123',
      '/admin',
      '/admin/orders',
      '/admin/orders/00000000-0000-4000-8000-000000000000',
      '/admin/customers',
      '/admin/customers/00000000-0000-4000-8000-000000000000',
      '/admin/products',
      '/admin/discounts',
      '/admin/messages',
      // hardening 40.15: the opt-outs desk loaded directly answered 404 while the page rendered.
      '/admin/reminder-opt-outs',
      '/admin/subscriptions',
      '/admin/subscriptions/00000000-0000-4000-8000-000000000000',
      '/account',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('answers 404 for unknown routes and for unknown, malformed or deleted products', async () => {
    const deleted = await productRow(catalogue[2]!.sku);
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, deleted.id));
    for (const url of [
      '/no-such-page',
      '/residential/extra/segments',
      '/r/abc/extra',
      '/admin/nope',
      '/product/abc',
      '/product/00000000-0000-4000-8000-000000000000',
      `/product/${deleted.id}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
  });
});
