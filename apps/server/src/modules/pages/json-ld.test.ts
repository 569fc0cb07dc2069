import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATEGORY_LISTINGS } from '@shop/contract';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { catalogue } from '../../db/seed/catalogue-data.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { placeOrder } from '../reviews/review-fixtures.ts';
import { jsonLdBlocks, schemaOrgErrors } from './schema-org.test-helper.ts';

const PUBLIC_URL = 'https://shop.example.com';
const INDEX_HTML = `<!doctype html><html><head><title>ClearSpring Water</title></head>
<body><div id="root"></div></body></html>`;

const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'RO System',
  image: ['https://shop.example.com/a.svg'],
  offers: {
    '@type': 'Offer',
    url: 'https://shop.example.com/product/1',
    price: '299.00',
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
  },
};

describe('the schema.org validator', () => {
  it('accepts a Product with an Offer', () => {
    expect(schemaOrgErrors(product)).toEqual([]);
  });

  it.each([
    ['an unknown property', { ...product, colour: 'blue' }, '$.colour: not a property of Product'],
    ['a wrong @type', { ...product, '@type': 'Prodcut' }, '$: unknown @type "Prodcut"'],
    [
      'a nested node of the wrong type',
      { ...product, offers: { '@type': 'Brand', name: 'X' } },
      '$.offers: @type Brand where schema.org expects Offer or AggregateOffer',
    ],
    [
      'availability that is not an ItemAvailability',
      { ...product, offers: { ...product.offers, availability: 'in stock' } },
      '$.offers.availability: "in stock" is not ItemAvailability',
    ],
    [
      'a price with a currency sign',
      { ...product, offers: { ...product.offers, price: '$299' } },
      '$.offers.price: "$299" is not Price',
    ],
    [
      'a currency that is not ISO 4217',
      { ...product, offers: { ...product.offers, priceCurrency: 'usd' } },
      '$.offers.priceCurrency: "usd" is not Currency',
    ],
    [
      'a relative image URL',
      { ...product, image: ['/a.svg'] },
      '$.image[0]: "/a.svg" is not ImageObject or URL',
    ],
    ['an empty list', { ...product, image: [] }, '$.image: an empty list'],
    ['a Product without offers', { ...product, offers: undefined }, '$: Product without offers'],
    [
      'a ListItem without position',
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', name: 'Home', item: 'https://x.example/' }],
      },
      '$.itemListElement[0]: ListItem without position',
    ],
  ])('refuses %s', (_case, document, error) => {
    expect(schemaOrgErrors(JSON.parse(JSON.stringify(document)))).toContain(error);
  });
});

describe("every public page's JSON-LD is valid schema.org", () => {
  let t: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'clearspring-json-ld-'));
    writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
    const { mail } = testConfig();
    t = await createTestApp({
      config: {
        webDistDir,
        publicUrl: PUBLIC_URL,
        mail: { ...mail, shopEmail: 'help@example.com' },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const jsonLdOf = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return jsonLdBlocks(response.body);
  };
  const expectValid = (url: string, blocks: unknown[]) => {
    for (const block of blocks) expect(schemaOrgErrors(block), url).toEqual([]);
  };

  it('home, the listings and the static pages', async () => {
    const listings = Object.values(CATEGORY_LISTINGS).map((listing) => listing.path);
    const pages = ['/', '/products', ...listings, '/contact-us', '/warranty', '/privacy-policy'];
    for (const url of [...pages, '/terms-and-conditions']) expectValid(url, await jsonLdOf(url));
    const home = await jsonLdOf('/');
    expect(home).toMatchObject([
      {
        '@type': 'Organization',
        contactPoint: { '@type': 'ContactPoint', email: 'help@example.com' },
      },
    ]);
  });

  it('every live product: a Product with an Offer, and a BreadcrumbList', async () => {
    const live = await t.db.select().from(products).where(isNull(products.deletedAt));
    expect(live.length).toBeGreaterThan(10);
    for (const row of live) {
      const url = `/product/${row.id}`;
      const blocks = await jsonLdOf(url);
      expect(
        blocks.map((block) => (block as { '@type': string })['@type']),
        url,
      ).toEqual(['Product', 'BreadcrumbList', 'Organization']);
      expectValid(url, blocks);
    }
  });

  it('a part names the systems it is a spare part for; a system names none', async () => {
    const [part] = await t.db.select().from(products).where(eq(products.sku, 'PRT-SED-5'));
    const systems = catalogue.filter((product) => product.partSkus.includes('PRT-SED-5'));
    const [partLd] = (await jsonLdOf(`/product/${part!.id}`)) as Record<string, unknown>[];
    const spareFor = partLd?.isAccessoryOrSparePartFor as { name: string; url: string }[];
    expect(spareFor.map((system) => system.name).sort()).toEqual(
      systems.map((system) => system.name).sort(),
    );
    expect(spareFor[0]?.url).toMatch(new RegExp(`^${PUBLIC_URL}/product/[0-9a-f-]{36}$`));

    const [system] = await t.db.select().from(products).where(eq(products.sku, systems[0]!.sku));
    const [systemLd] = (await jsonLdOf(`/product/${system!.id}`)) as Record<string, unknown>[];
    expect(systemLd).not.toHaveProperty('isAccessoryOrSparePartFor');
  });

  it('a product without a picture, out of stock, with markup characters in its name', async () => {
    const admin = await createTestUser(t.app, t.db, { role: 'admin' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: admin.headers,
      payload: {
        name: 'Bare <Kit> & "Co"',
        sku: 'JSONLD-BARE',
        price: 5,
        stock: 0,
        category: 'test kit',
        description: 'x',
      },
    });
    expect(response.statusCode).toBe(201);
    const url = `/product/${response.json().data._id}`;
    const blocks = await jsonLdOf(url);
    expectValid(url, blocks);
    expect(blocks[0]).toMatchObject({
      name: 'Bare <Kit> & "Co"',
      offers: { price: '5.00', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it("a product with published reviews carries Google's review snippet; without, none", async () => {
    const [product] = await t.db.select().from(products).where(eq(products.sku, 'PRT-SED-5'));
    const owner = await createTestUser(t.app, t.db, { role: 'admin' });
    for (const [index, rating] of [5, 4].entries()) {
      const buyer = await createTestUser(t.app, t.db, { name: `Dana Buyer${index}` });
      await placeOrder(t.db, buyer.id, [product!.id]);
      const review = { rating, title: `Fits well ${index}`, body: 'Clear water.' };
      const posted = await t.app.inject({
        method: 'POST',
        url: `/api/v1/products/${product!.id}/reviews`,
        headers: buyer.headers,
        payload: review,
      });
      const url = `/api/v1/admin/reviews/${posted.json().data._id}/publish`;
      await t.app.inject({ method: 'POST', url, headers: owner.headers });
    }
    const url = `/product/${product!.id}`;
    const blocks = await jsonLdOf(url);
    expectValid(url, blocks);
    const today = new Date().toISOString().slice(0, 10);
    expect(blocks[0]).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
      },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Dana B.' },
          reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5 },
          datePublished: today,
          name: 'Fits well 1',
        },
        { reviewRating: { ratingValue: 5 } },
      ],
    });

    const [unreviewed] = await t.db
      .select()
      .from(products)
      .where(eq(products.sku, catalogue[0]!.sku));
    const [plain] = (await jsonLdOf(`/product/${unreviewed!.id}`)) as Record<string, unknown>[];
    expect(plain).not.toHaveProperty('aggregateRating');
    expect(plain).not.toHaveProperty('review');
  });

  it('the validator refuses a review snippet without what Google requires', () => {
    const rated = {
      ...product,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5 },
      review: [{ '@type': 'Review', reviewRating: { '@type': 'Rating', ratingValue: 4 } }],
    };
    expect(schemaOrgErrors(rated)).toEqual(
      expect.arrayContaining([
        '$.aggregateRating: AggregateRating without reviewCount',
        '$.review[0]: Review without author',
        '$.review[0]: Review without datePublished',
        '$.review[0].reviewRating: Rating without bestRating',
      ]),
    );
  });
});
