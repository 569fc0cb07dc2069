import type { ProductInputDraft } from '@shop/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { catalogue } from '../../db/seed/catalogue-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';

describe('admin product writes', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let partIds: string[];
  let filterId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    customer = await createTestUser(t.app, t.db);
    const rows = await t.db.select({ id: products.id, type: products.type }).from(products);
    partIds = rows.filter((row) => row.type === 'part').map((row) => row.id);
    filterId = rows.find((row) => row.type === 'filter')!.id;
  });
  afterAll(() => t.close());

  let skuCounter = 0;
  const input = (change: Partial<ProductInputDraft> = {}): ProductInputDraft => ({
    name: 'Test Carbon Block',
    sku: `TEST-${++skuCounter}`,
    price: 24.5,
    stock: 7,
    category: 'residential',
    description: 'A carbon block for tests.',
    tags: ['carbon'],
    ...change,
  });
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers = admin.headers,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]!.n;
  const getProduct = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` });

  it('creates a product and answers 201 with the whole product', async () => {
    const response = await send('POST', '/products', admin.headers, input({ price: 0.29 }));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ name: 'Test Carbon Block', price: 0.29, stock: 7, parts: [] });
    expect((await getProduct(data._id)).json().data).toEqual(data);
  });

  it('creates a filter with its parts in order', async () => {
    const parts = [partIds[1]!, partIds[0]!];
    const body = input({ type: 'filter', filterType: 'undersink', parts });
    const response = await send('POST', '/products', admin.headers, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.parts).toEqual(parts);
  });

  it('refuses anonymous and customer writes and changes nothing', async () => {
    const before = await productCount();
    const anonymous = await send('POST', '/products', {} as TestUser['headers'], input());
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await send('POST', '/products', customer.headers, input());
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().message).toBe('Access denied. Admin privileges required.');
    const update = await send('PUT', `/products/${filterId}`, customer.headers, input());
    expect(update.statusCode).toBe(403);
    const remove = await send('DELETE', `/products/${filterId}`, customer.headers);
    expect(remove.statusCode).toBe(403);
    expect(await productCount()).toBe(before);
    expect((await getProduct(filterId)).statusCode).toBe(200);
  });

  it.each([
    ['name', { name: '' }],
    ['price', { price: -5 }],
    ['price', { price: 1.999 }],
    ['stock', { stock: 2.5 }],
    ['category', { category: 'garden' as never }],
    ['important', { important: 7 as never }],
    ['additional', { additional: '<b>' }],
    ['parts', { type: 'part' as const, parts: [crypto.randomUUID()] }],
    ['quickReplaceMonths', { quickReplaceMonths: 6 }],
  ])('answers 400 naming %s', async (field, change) => {
    const response = await send('POST', '/products', admin.headers, input(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it.each([
    ['an unknown product', () => [crypto.randomUUID()]],
    ['a product that is not a part', () => [filterId]],
    ['the same part twice', () => [partIds[0]!, partIds[0]!]],
  ])('refuses a filter whose parts include %s', async (_case, parts) => {
    const body = input({ type: 'filter', filterType: 'wholehouse', parts: parts() });
    const response = await send('POST', '/products', admin.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^parts: /);
  });

  it('answers 409 for a SKU a live product already has', async () => {
    const taken = catalogue[0]!.sku;
    const response = await send('POST', '/products', admin.headers, input({ sku: taken }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A product with this SKU already exists.');
  });

  it('answers 409 for a SKU that differs from a live one only in case', async () => {
    const taken = catalogue[0]!.sku;
    const variant = taken === taken.toLowerCase() ? taken.toUpperCase() : taken.toLowerCase();
    const response = await send('POST', '/products', admin.headers, input({ sku: variant }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A product with this SKU already exists.');
  });

  it('creates one product when two admins save one SKU in different cases at once', async () => {
    const sku = `RACE-${Date.now()}`;
    const answers = await Promise.all(
      [sku, sku.toLowerCase()].map((variant) =>
        send('POST', '/products', admin.headers, input({ sku: variant })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const conflict = answers.find((answer) => answer.statusCode === 409)!;
    expect(conflict.json().message).toBe('A product with this SKU already exists.');
  });

  it('lets a product change the case of its own SKU', async () => {
    const created = (
      await send('POST', '/products', admin.headers, input({ sku: 'CASE-OWN-1' }))
    ).json().data;
    const body = input({ sku: 'case-own-1' });
    const updated = await send('PUT', `/products/${created._id}`, admin.headers, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.sku).toBe('case-own-1');
  });

  it('updates every field, keeps its own SKU, refuses another product SKU', async () => {
    const created = (await send('POST', '/products', admin.headers, input())).json().data;
    const body = input({
      sku: created.sku,
      name: 'Renamed',
      price: 30,
      type: 'part',
      quickReplaceMonths: 6,
    });
    const updated = await send('PUT', `/products/${created._id}`, admin.headers, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Renamed',
      price: 30,
      quickReplaceMonths: 6,
    });
    const clash = input({ sku: catalogue[1]!.sku });
    const conflict = await send('PUT', `/products/${created._id}`, admin.headers, clash);
    expect(conflict.statusCode).toBe(409);
    expect((await getProduct(created._id)).json().data.name).toBe('Renamed');
  });

  it('answers 404 for updating or deleting an unknown or malformed id', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      expect((await send('PUT', `/products/${id}`, admin.headers, input())).statusCode).toBe(404);
      expect((await send('DELETE', `/products/${id}`)).statusCode).toBe(404);
    }
  });

  it('soft-deletes: gone from lists and detail, past order lines stay readable', async () => {
    const created = (await send('POST', '/products', admin.headers, input())).json().data;
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: customer.id,
        subtotalCents: 2450,
        totalCents: 2450,
        shippingZip: '77433',
        paymentMethod: 'Stripe',
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      productId: created._id,
      name: created.name,
      priceCents: 2450,
      quantity: 1,
      type: 'none',
    });

    const listUrl = '/api/v1/products?q=carbon%20block&limit=100';
    const listedIds = async () =>
      (await t.app.inject({ method: 'GET', url: listUrl }))
        .json()
        .data.map((card: { _id: string }) => card._id);
    expect(await listedIds()).toContain(created._id);

    const response = await send('DELETE', `/products/${created._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null });

    const detail = await getProduct(created._id);
    expect(detail.statusCode).toBe(404);
    expect(detail.json().message).toBe('Product not found.');
    expect(await listedIds()).not.toContain(created._id);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.productId, created._id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ name: 'Test Carbon Block', priceCents: 2450 });

    expect((await send('DELETE', `/products/${created._id}`)).statusCode).toBe(404);
    const reused = await send('POST', '/products', admin.headers, input({ sku: created.sku }));
    expect(reused.statusCode).toBe(201);
  });

  it('leaves a deleted part out of its filter and refuses it in new filters', async () => {
    const part = (await send('POST', '/products', admin.headers, input({ type: 'part' }))).json()
      .data;
    const filter = input({
      type: 'filter',
      filterType: 'undersink',
      parts: [part._id, partIds[0]!],
    });
    const created = (await send('POST', '/products', admin.headers, filter)).json().data;
    await send('DELETE', `/products/${part._id}`);
    expect((await getProduct(created._id)).json().data.parts).toEqual([partIds[0]]);
    const again = await send('POST', '/products', admin.headers, { ...filter, sku: 'TEST-AGAIN' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/^parts: /);
  });
});
