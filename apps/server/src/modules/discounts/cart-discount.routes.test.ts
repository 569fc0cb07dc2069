import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';

describe('a discount code from cart to order', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    alice = await createTestUser(t.app, t.db);
    bob = await createTestUser(t.app, t.db);
    await saveAddress(t.db, alice.id, 'TX');
    productId = await insertProduct(t.db, { priceCents: 10_000, stock: 50, name: 'Big Filter' });
    const code = { code: 'SAVE20', kind: 'percentage', value: 20, minSubtotal: 50 };
    await client.call('POST', '/admin/discounts', admin, { ...code, perCustomerLimit: 1 });
    await client.call('POST', '/admin/discounts', admin, {
      code: 'OFF',
      kind: 'fixed',
      value: 5,
      active: false,
    });
  });
  afterAll(() => t.close());

  it('shows in the cart, the quote, the payment amount, the order and the back office; tax after the discount', async () => {
    await client.call('POST', '/cart/items', alice, { productId, quantity: 1 });
    const applied = await client.call('POST', '/cart/discount', alice, { code: ' save20 ' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({
      subtotal: 100,
      discount: { code: 'SAVE20', amount: 20, description: '20% off orders of $50.00 or more' },
      discountNotice: null,
    });
    // 100 - 20 = 80: under free shipping (9.95), tax 8.25% of 80 = 6.60
    const quote = (await client.call('POST', '/checkout/quote', alice, {})).json().data;
    expect(quote).toMatchObject({ subtotal: 100, shipping: 9.95, tax: 6.6, total: 96.55 });
    expect(quote.discount).toMatchObject({ code: 'SAVE20', amount: 20 });
    const { intent, confirmed } = await client.pay(alice);
    expect(intent).toMatchObject({ amount: 96.55, discount: 20 });
    expect(confirmed.statusCode).toBe(200);
    const [order] = (await client.call('GET', '/orders/myorders', alice)).json().data;
    expect(order).toMatchObject({
      subtotal: 100,
      discount: 20,
      discountCode: 'SAVE20',
      tax: 6.6,
      totalPrice: 96.55,
    });
    const inBackOffice = await client.call('GET', `/admin/orders/${order._id}`, admin);
    expect(inBackOffice.json().data).toMatchObject({ subtotal: 100, discount: 20, tax: 6.6 });
  });

  it('refuses a used, unknown, inactive or too-small code with the reason', async () => {
    await client.call('POST', '/cart/items', alice, { productId, quantity: 1 });
    const used = await client.call('POST', '/cart/discount', alice, { code: 'SAVE20' });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({
      success: false,
      message: 'You have already used this discount code.',
    });
    const unknown = await client.call('POST', '/cart/discount', alice, { code: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This discount code is not valid.');
    expect((await client.call('POST', '/cart/discount', alice, { code: 'OFF' })).statusCode).toBe(
      404,
    );
    const blank = await client.call('POST', '/cart/discount', alice, { code: '' });
    expect(blank.statusCode).toBe(400);
    const empty = await client.call('POST', '/cart/discount', bob, { code: 'SAVE20' });
    expect(empty.json().message).toBe('This code needs a subtotal of at least $50.00.');
  });

  it('can be removed, and Coupons list the codes each customer can still use', async () => {
    await client.call('POST', '/cart/items', bob, { productId, quantity: 1 });
    await client.call('POST', '/cart/discount', bob, { code: 'SAVE20' });
    const removed = await client.call('DELETE', '/cart/discount', bob);
    expect(removed.json().data.discount).toBeUndefined();
    const bobs = (await client.call('GET', '/discounts/mine', bob)).json().data;
    expect(bobs).toEqual([
      { code: 'SAVE20', description: '20% off orders of $50.00 or more', endsAt: null },
    ]);
    expect((await client.call('GET', '/discounts/mine', alice)).json().data).toEqual([]);
    expect((await client.call('GET', '/discounts/mine')).statusCode).toBe(401);
  });

  it('a code worth the whole cart still checks out: the order pays its shipping', async () => {
    const carol = await createTestUser(t.app, t.db);
    await saveAddress(t.db, carol.id, 'TX');
    const gift = { code: 'GIFT100', kind: 'percentage', value: 100 };
    expect((await client.call('POST', '/admin/discounts', admin, gift)).statusCode).toBe(200);
    await client.call('POST', '/cart/items', carol, { productId, quantity: 1 });
    await client.call('POST', '/cart/discount', carol, { code: 'GIFT100' });
    const quote = (await client.call('POST', '/checkout/quote', carol, {})).json().data;
    expect(quote).toMatchObject({ subtotal: 100, shipping: 9.95, tax: 0, total: 9.95 });
    const { intent, confirmed } = await client.pay(carol);
    expect(intent).toMatchObject({ amount: 9.95, discount: 100 });
    expect(confirmed.statusCode).toBe(200);
    const [order] = (await client.call('GET', '/orders/myorders', carol)).json().data;
    expect(order).toMatchObject({ discount: 100, shipping: 9.95, totalPrice: 9.95 });
  });
});
