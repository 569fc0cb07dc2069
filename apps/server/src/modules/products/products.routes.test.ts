import {
  type ProductCard,
  ProductCardSchema,
  ProductSchema,
  pagedEnvelope,
  successEnvelope,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { products } from '../../db/schema/index.ts';
import { catalogue } from '../../db/seed/catalogue-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { catalogueCache } from './catalogue-cache.ts';

describe('GET /api/v1/products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/products${query}` });
    return { status: response.statusCode, body: response.json() };
  };
  const names = (body: { data: ProductCard[] }) => body.data.map((product) => product.name);

  it('lists product cards with prices in dollars', async () => {
    const { status, body } = await list('?limit=100');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(Math.min(catalogue.length, 100));
    const seeded = catalogue[0]!;
    const card = body.data.find((product: ProductCard) => product.name === seeded.name);
    expect(card).toMatchObject({ price: seeded.price, category: seeded.category });
    expect(card).not.toHaveProperty('description');
  });

  it('filters by category', async () => {
    const { status, body } = await list('?category=residential&limit=100');
    expect(status).toBe(200);
    const expected = catalogue.filter((product) => product.category === 'residential');
    expect(body.data).toHaveLength(Math.min(expected.length, 100));
    expect(body.data.every((product: ProductCard) => product.category === 'residential')).toBe(
      true,
    );
  });

  it('lists important products in their menu order', async () => {
    const { body } = await list('?important=true');
    const ranks = body.data.map((product: ProductCard) => product.important);
    expect(ranks.length).toBe(catalogue.filter((product) => product.important !== null).length);
    expect(ranks).toEqual([...ranks].sort());
    expect(ranks).not.toContain(null);
  });

  it('finds products by words and by misspelt words', async () => {
    const exact = await list('?q=reverse%20osmosis');
    expect(names(exact.body).some((name) => /reverse osmosis/i.test(name))).toBe(true);
    const stemTypo = await list('?q=revers%20osmosis');
    expect(names(stemTypo.body).some((name) => /reverse osmosis/i.test(name))).toBe(true);
    const typo = await list('?q=sedement');
    expect(names(typo.body).some((name) => /sediment/i.test(name))).toBe(true);
  });

  it('finds nothing for a word unrelated to water treatment', async () => {
    const { status, body } = await list('?q=zebra%20xylophone');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('pages with offset, limit and nextOffset', async () => {
    const first = await list('?limit=1');
    expect(first.body.data).toHaveLength(1);
    expect(first.body.page).toEqual({ offset: 0, limit: 1, nextOffset: 1 });
    const seen: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page = await list(`?limit=1&offset=${offset}`);
      seen.push(...names(page.body));
      offset = page.body.page.nextOffset;
    }
    expect(seen).toHaveLength(catalogue.length);
    expect(new Set(seen).size).toBe(catalogue.length);
  });

  it('leaves soft-deleted products out', async () => {
    const victim = catalogue[0]!;
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.sku, victim.sku));
    // Written behind the API's back, so the API's short-lived response cache must be told.
    catalogueCache(t.db).clear();
    try {
      const { body } = await list('?limit=100');
      expect(names(body)).not.toContain(victim.name);
      expect(body.data).toHaveLength(Math.min(catalogue.length - 1, 100));
    } finally {
      await t.db.update(products).set({ deletedAt: null }).where(eq(products.sku, victim.sku));
      catalogueCache(t.db).clear();
    }
  });

  it('answers 400 naming the field for an unknown category', async () => {
    const { status, body } = await list('?category=spaceship');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.message).toMatch(/^category: /);
  });

  it('answers 400 for a limit that is not a number', async () => {
    const { status, body } = await list('?limit=lots');
    expect(status).toBe(400);
    expect(body.message).toMatch(/limit/);
  });

  it('lists featured products as cards', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/products/featured' });
    expect(response.statusCode).toBe(200);
    const expected = catalogue.filter((product) => product.isFeatured).map((p) => p.name);
    expect(names(response.json()).sort()).toEqual(expected.sort());
    expect(response.json().data[0]).not.toHaveProperty('description');
  });

  it('answers one product in full, with its part ids', async () => {
    const seeded = catalogue.find((product) => product.partSkus.length > 0)!;
    const [row] = await t.db.select().from(products).where(eq(products.sku, seeded.sku));
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/products/${row!.id}` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ _id: row!.id, sku: seeded.sku, description: seeded.description });
    expect(data.parts).toHaveLength(seeded.partSkus.length);
    const partSkus = await Promise.all(
      data.parts.map(async (id: string) => {
        const part = await t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` });
        return part.json().data.sku;
      }),
    );
    expect(partSkus).toEqual(seeded.partSkus);
  });

  // The browser types these answers without parsing them again (decision 007), and cache hits
  // skip the response serializer: the contract's schemas are checked here instead.
  it("answers exactly the contract's shapes, from the database and from the cache", async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    const listing = await get('/api/v1/products?category=residential');
    const id = listing.data[0]._id;
    for (let pass = 0; pass < 2; pass += 1) {
      pagedEnvelope(ProductCardSchema.strict()).parse(
        await get('/api/v1/products?category=residential'),
      );
      pagedEnvelope(ProductCardSchema.strict()).parse(await get('/api/v1/products?important=true'));
      successEnvelope(z.array(ProductCardSchema.strict())).parse(
        await get('/api/v1/products/featured'),
      );
      successEnvelope(ProductSchema.strict()).parse(await get(`/api/v1/products/${id}`));
    }
  });

  it('answers 404 for an unknown or malformed product id', async () => {
    for (const id of [crypto.randomUUID(), 'nope', "1' or '1'='1"]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/products/${encodeURIComponent(id)}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'Product not found.' });
    }
  });

  it('searches parts for the parts picker with type=part', async () => {
    const { body } = await list('?type=part&q=sedement');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((card: ProductCard) => card.type === 'part')).toBe(true);
    expect(names(body).some((name) => /sediment/i.test(name))).toBe(true);
  });

  it('ranks the closest name first', async () => {
    const { body } = await list('?q=reverse%20osmosis%20membrane');
    expect(names(body)[0]).toMatch(/membrane/i);
  });

  it('serves repeated reads from the cache until an admin write clears it', async () => {
    const first = await list('?category=test%20kit');
    const [row] = await t.db.select().from(products).where(eq(products.category, 'test kit'));
    await t.db
      .update(products)
      .set({ name: 'Renamed Behind The Back' })
      .where(eq(products.id, row!.id));
    expect(await list('?category=test%20kit')).toEqual(first);
    catalogueCache(t.db).clear();
    expect(names((await list('?category=test%20kit')).body)).toContain('Renamed Behind The Back');
  });
});
