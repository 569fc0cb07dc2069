import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct } from '../orders/commerce-fixtures.ts';

describe('cart', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>['call'];
  let alice: TestUser;
  let bob: TestUser;
  let filterId: string;
  let partId: string;
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t.app).call;
    alice = await createTestUser(t.app, t.db);
    bob = await createTestUser(t.app, t.db);
    filterId = await insertProduct(t.db, { priceCents: 4_999, stock: 5, type: 'filter' });
    partId = await insertProduct(t.db, { priceCents: 1_050, stock: 0 });
  });
  afterAll(() => t.close());

  it('needs a signed-in customer', async () => {
    expect((await call('GET', '/cart')).statusCode).toBe(401);
    expect(
      (await call('POST', '/cart/items', undefined, { productId: filterId, quantity: 1 }))
        .statusCode,
    ).toBe(401);
  });

  it('starts empty', async () => {
    const res = await call('GET', '/cart', alice);
    expect(res.json()).toEqual({ success: true, data: { items: [], itemCount: 0, subtotal: 0 } });
  });

  it('adds to the quantity already in the cart and answers the whole cart', async () => {
    await call('POST', '/cart/items', alice, { productId: filterId, quantity: 2 });
    const res = await call('POST', '/cart/items', alice, { productId: filterId, quantity: 1 });
    expect(res.statusCode).toBe(200);
    const cart = res.json().data;
    expect(cart.itemCount).toBe(3);
    expect(cart.subtotal).toBe(149.97);
    expect(cart.items[0]).toEqual({
      product: {
        _id: filterId,
        name: expect.any(String),
        imageUrl: '/images/test.svg',
        price: 49.99,
        stock: 5,
        type: 'filter',
        available: true,
      },
      quantity: 3,
    });
  });

  it('never goes above stock', async () => {
    const res = await call('POST', '/cart/items', alice, { productId: filterId, quantity: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 5 left in stock.');
    const put = await call('PUT', `/cart/items/${filterId}`, alice, { quantity: 6 });
    expect(put.json().message).toBe('Only 5 left in stock.');
    const none = await call('POST', '/cart/items', alice, { productId: partId, quantity: 1 });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This product is out of stock.');
  });

  it('refuses quantities under 1 or fractional, and stores nothing', async () => {
    for (const quantity of [0, -1, 1.5]) {
      expect((await call('PUT', `/cart/items/${filterId}`, alice, { quantity })).statusCode).toBe(
        400,
      );
      expect(
        (await call('POST', '/cart/items', alice, { productId: filterId, quantity })).statusCode,
      ).toBe(400);
    }
    const [row] = await t.db.select().from(cartItems).where(eq(cartItems.productId, filterId));
    expect(row?.quantity).toBe(3);
  });

  it('sets a quantity with PUT (404 when the item is not in the cart)', async () => {
    const res = await call('PUT', `/cart/items/${filterId}`, alice, { quantity: 1 });
    expect(res.json().data.itemCount).toBe(1);
    expect((await call('PUT', `/cart/items/${filterId}`, bob, { quantity: 1 })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for unknown, malformed and deleted products', async () => {
    const unknown = crypto.randomUUID();
    expect(
      (await call('POST', '/cart/items', alice, { productId: unknown, quantity: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/cart/items', alice, { productId: 'nope', quantity: 1 })).statusCode,
    ).toBe(404);
    const doomed = await insertProduct(t.db, { priceCents: 500, stock: 9 });
    await call('POST', '/cart/items', alice, { productId: doomed, quantity: 2 });
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, doomed));
    expect(
      (await call('POST', '/cart/items', alice, { productId: doomed, quantity: 1 })).statusCode,
    ).toBe(404);
    const cart = (await call('GET', '/cart', alice)).json().data;
    const flagged = cart.items.find(
      (item: { product: { _id: string } }) => item.product._id === doomed,
    );
    expect(flagged.product.available).toBe(false);
    expect(cart.subtotal).toBe(49.99);
    expect(cart.itemCount).toBe(3);
  });

  it('keeps carts apart and removes or clears only my items', async () => {
    await call('POST', '/cart/items', bob, { productId: filterId, quantity: 2 });
    const removed = await call('DELETE', `/cart/items/${filterId}`, alice);
    expect(
      removed.json().data.items.map((i: { product: { _id: string } }) => i.product._id),
    ).not.toContain(filterId);
    expect((await call('GET', '/cart', bob)).json().data.itemCount).toBe(2);
    const cleared = await call('DELETE', '/cart', alice);
    expect(cleared.json().data).toEqual({ items: [], itemCount: 0, subtotal: 0 });
    expect((await call('GET', '/cart', bob)).json().data.itemCount).toBe(2);
  });
});
