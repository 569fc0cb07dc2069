import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { catalogue } from '../../db/seed/catalogue-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PUBLIC_URL = 'https://shop.example.com';

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  });
  afterAll(() => t.close());

  it('robots.txt is plain text that points at the sitemap and keeps crawlers out of private pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/shoppingCart', '/checkout', '/account', '/admin', '/createProduct']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml is well-formed and lists every live product and listing with lastmod', async () => {
    const [deleted] = await t.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.sku, catalogue[3]!.sku))
      .returning();
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const { urlset } = new XMLParser({ ignoreAttributes: false }).parse(response.body);
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const entries = urlset.url as { loc: string; lastmod?: string }[];
    const productEntries = entries.filter((entry) => entry.loc.includes('/product/'));
    expect(productEntries).toHaveLength(catalogue.length - 1);
    expect(productEntries.map((entry) => entry.loc)).not.toContain(
      `${PUBLIC_URL}/product/${deleted!.id}`,
    );
    for (const path of ['/', '/products', '/residential', '/commercial', '/testkit']) {
      const listing = entries.find((entry) => entry.loc === `${PUBLIC_URL}${path}`);
      expect(listing?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(productEntries.every((entry) => !Number.isNaN(Date.parse(entry.lastmod ?? '')))).toBe(
      true,
    );
  });
});
