import type { ProductCard, ProductListResponse } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, users } from '../../db/schema/index.ts';
import { catalogue } from '../../db/seed/catalogue-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/v1/products sorted and filtered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/products${query}` });
    return { status: response.statusCode, body: response.json() as ProductListResponse };
  };
  const prices = (cards: ProductCard[]) => cards.map((card) => card.price);

  it('sorts by price both ways, by name and by featured', async () => {
    const up = await list('?category=residential&sort=price-asc&limit=100');
    expect(up.status).toBe(200);
    expect(prices(up.body.data)).toEqual([...prices(up.body.data)].sort((a, b) => a - b));
    const down = await list('?category=residential&sort=price-desc&limit=100');
    expect(prices(down.body.data)).toEqual([...prices(up.body.data)].reverse());
    const byName = await list('?category=residential&sort=name&limit=100');
    const names = byName.body.data.map((card) => card.name);
    expect(names[0]).toMatch(/^\d/);
    expect(names.at(-1)).toMatch(/^[T-Z]/);
    const featured = await list('?sort=featured&limit=100');
    const flags = featured.body.data.map((card) => card.isFeatured);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it('sorts by newest and by units sold', async () => {
    const [newest] = await t.db
      .update(products)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(products.sku, catalogue[5]!.sku))
      .returning();
    expect((await list('?sort=newest')).body.data[0]?._id).toBe(newest!.id);

    const [bestSeller] = await t.db
      .select()
      .from(products)
      .where(eq(products.sku, catalogue[7]!.sku));
    const [buyer] = await t.db.select().from(users).limit(1);
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: buyer!.id,
        subtotalCents: 0,
        totalCents: 0,
        shippingZip: '78701',
        paymentMethod: 'card',
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      productId: bestSeller!.id,
      name: bestSeller!.name,
      priceCents: bestSeller!.priceCents,
      quantity: 3,
      type: bestSeller!.type,
    });
    expect((await list('?sort=best-selling')).body.data[0]?._id).toBe(bestSeller!.id);
  });

  it('filters by type, filter type, price range and stock, and counts the matches', async () => {
    const { status, body } = await list(
      '?category=residential&type=filter&filterType=undersink&maxPrice=300&sort=price-asc',
    );
    expect(status).toBe(200);
    const expected = catalogue.filter(
      (p) =>
        p.category === 'residential' &&
        p.type === 'filter' &&
        p.filterType === 'undersink' &&
        p.price <= 300,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(body.total).toBe(expected.length);
    expect(body.data.map((card) => card.name).sort()).toEqual(expected.map((p) => p.name).sort());

    const band = await list('?minPrice=20&maxPrice=50&limit=100');
    expect(band.body.total).toBe(catalogue.filter((p) => p.price >= 20 && p.price <= 50).length);
    expect(band.body.data.every((card) => card.price >= 20 && card.price <= 50)).toBe(true);

    const [soldOut] = await t.db
      .update(products)
      .set({ stock: 0 })
      .where(eq(products.sku, catalogue[0]!.sku))
      .returning();
    const inStock = await list('?inStock=true&limit=100');
    expect(inStock.body.data.map((card) => card._id)).not.toContain(soldOut!.id);
    expect(inStock.body.data.every((card) => card.stock > 0)).toBe(true);
  });

  it('gives the total on every page, also past the last one, and with a search', async () => {
    const all = await list('?limit=2');
    expect(all.body.total).toBe(catalogue.length);
    expect(all.body.page.nextOffset).toBe(2);
    const past = await list(`?limit=2&offset=${catalogue.length + 5}`);
    expect(past.body).toMatchObject({ data: [], total: catalogue.length });
    const search = await list('?q=sedement&sort=price-desc');
    expect(search.body.total).toBe(search.body.data.length);
    expect(search.body.total).toBeGreaterThan(0);
    expect(prices(search.body.data)).toEqual([...prices(search.body.data)].sort((a, b) => b - a));
  });

  it('answers searches of one shape each with its own filters and page (decision 041)', async () => {
    const residential = await list('?q=filter&category=residential&maxPrice=100&limit=50');
    const commercial = await list('?q=filter&category=commercial&maxPrice=5000&limit=50');
    expect(residential.body.data.length).toBeGreaterThan(0);
    expect(commercial.body.data.length).toBeGreaterThan(0);
    for (const card of residential.body.data) {
      expect(card).toMatchObject({ category: 'residential' });
      expect(card.price).toBeLessThanOrEqual(100);
    }
    for (const card of commercial.body.data) expect(card.category).toBe('commercial');
    const second = await list('?q=filter&category=residential&maxPrice=100&limit=2&offset=2');
    expect(second.body.data.map((card) => card._id)).toEqual(
      residential.body.data.slice(2, 4).map((card) => card._id),
    );
  });

  it('refuses an unknown sort and an upside-down price range with a clear message', async () => {
    const badSort = await list('?sort=cheapest');
    expect(badSort.status).toBe(400);
    expect(badSort.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const upsideDown = await list('?minPrice=300&maxPrice=100');
    expect(upsideDown.status).toBe(400);
    expect((upsideDown.body as unknown as { message: string }).message).toMatch(
      /lowest price cannot be above/,
    );
  });
});

describe('GET /api/v1/products sorted by name', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const listOn = async (on: TestApp, query: string) => {
    const response = await on.app.inject({ method: 'GET', url: `/api/v1/products${query}` });
    return { body: response.json() as ProductListResponse };
  };

  it('hardening 30.23: sorts by name as a person does, whatever the letter case', async () => {
    await app.db.insert(products).values([
      {
        sku: 'SORT-1',
        name: 'SoftFlow Whole-House Conditioner',
        priceCents: 1,
        category: 'residential',
      },
      { sku: 'SORT-2', name: 'Softener Salt Pellets', priceCents: 1, category: 'residential' },
      { sku: 'SORT-3', name: 'softwater test strips', priceCents: 1, category: 'residential' },
    ]);
    const alphabetical = (names: string[]) =>
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en'));
    for (const query of [
      '?category=residential&sort=name&limit=100',
      '?category=residential&limit=100',
    ]) {
      const names = (await listOn(app, query)).body.data.map((card) => card.name);
      const soft = names.filter((name) => /^soft/i.test(name));
      expect(soft.indexOf('Softener Salt Pellets')).toBeLessThan(
        soft.indexOf('SoftFlow Whole-House Conditioner'),
      );
      expect(soft.at(-1)).toBe('softwater test strips');
      expect(names).toEqual(alphabetical(names));
    }
  });
});
