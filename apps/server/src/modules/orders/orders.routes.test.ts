import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, paymentIntents, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, GOOD_CARD, insertProduct, saveAddress } from './commerce-fixtures.ts';

describe('orders', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  let filterId: string;
  let kitId: string;
  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    alice = await createTestUser(t.app, t.db, { name: 'Alice' });
    bob = await createTestUser(t.app, t.db);
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    await saveAddress(t.db, alice.id, 'TX');
    await saveAddress(t.db, bob.id, 'CA');
    filterId = await insertProduct(t.db, {
      priceCents: 4_999,
      stock: 20,
      type: 'filter',
      name: 'RO Filter',
    });
    kitId = await insertProduct(t.db, { priceCents: 1_500, stock: 20, name: 'Test Kit' });
  });
  afterAll(() => t.close());

  const stockOf = async (id: string) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]
      ?.stock;
  const orderCount = async () => (await t.db.select({ id: orders.id }).from(orders)).length;

  it('places the order from the cart: snapshots, totals, stock, cart emptied, e-mail', async () => {
    await client.call('POST', '/cart/items', alice, { productId: filterId, quantity: 2 });
    await client.call('POST', '/cart/items', alice, { productId: kitId, quantity: 1 });
    const { intent } = await client.pay(alice);
    const items = [
      { productId: filterId, quantity: 2 },
      { productId: kitId, quantity: 1 },
    ];
    const res = await client.order(alice, items, intent.paymentIntentId, true);
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    // 2 x 49.99 + 15 = 114.98 (free shipping), tax 8.25% = 9.49
    expect(order).toMatchObject({
      user: { name: 'Alice', email: alice.email },
      status: 'Pending',
      subtotal: 114.98,
      shipping: 0,
      tax: 9.49,
      totalPrice: 124.47,
      isDelivered: false,
      deliveredAt: null,
      isInstalled: false,
      shippingAddress: { zip: '77433', state: 'TX' },
    });
    expect(order.orderItems).toHaveLength(2);
    expect(order.orderItems).toContainEqual(
      expect.objectContaining({
        product: filterId,
        name: 'RO Filter',
        price: 49.99,
        quantity: 2,
        type: 'filter',
      }),
    );
    expect(await stockOf(filterId)).toBe(18);
    expect((await client.call('GET', '/cart', alice)).json().data.items).toEqual([]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, alice.email));
    expect(mails.some((mail) => mail.subject?.includes('is confirmed'))).toBe(true);
  });

  it('places the order when the test payment is confirmed, with no POST /orders', async () => {
    const items = [{ productId: kitId, quantity: 2 }];
    const before = await orderCount();
    const stock = await stockOf(kitId);
    const { intent, confirmed } = await client.pay(bob, items);
    expect(confirmed.statusCode).toBe(200);
    const [placed] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, intent.paymentIntentId));
    expect(placed).toMatchObject({
      userId: bob.id,
      totalCents: Math.round(intent.amount * 100),
      paymentMethod: 'Card (test mode)',
    });
    expect(await stockOf(kitId)).toBe((stock ?? 0) - 2);
    const later = await client.order(bob, items, intent.paymentIntentId);
    expect(later.statusCode).toBe(200);
    expect(later.json().data._id).toBe(placed?.id);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(kitId)).toBe((stock ?? 0) - 2);
  });

  it('returns the same single order for a replayed or concurrent request', async () => {
    const items = [{ productId: kitId, quantity: 1 }];
    const before = await orderCount();
    const stock = await stockOf(kitId);
    const { intent } = await client.pay(bob, items);
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.order(bob, items, intent.paymentIntentId)),
    );
    const ids = answers.map((answer) => answer.json().data._id);
    expect(new Set(ids).size).toBe(1);
    const again = await client.order(bob, items, intent.paymentIntentId);
    expect(again.json().data._id).toBe(ids[0]);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(kitId)).toBe((stock ?? 0) - 1);
  });

  it('Buy it Now leaves the cart alone', async () => {
    await client.call('POST', '/cart/items', bob, { productId: filterId, quantity: 1 });
    const items = [{ productId: kitId, quantity: 1 }];
    const { intent } = await client.pay(bob, items);
    expect((await client.order(bob, items, intent.paymentIntentId)).statusCode).toBe(200);
    expect((await client.call('GET', '/cart', bob)).json().data.itemCount).toBe(1);
  });

  it('refuses a tampered amount, an unpaid or declined intent, and another customer\u2019s intent', async () => {
    const paid = await client.pay(alice, [{ productId: kitId, quantity: 1 }]);
    const before = await orderCount();
    const more = await client.order(
      alice,
      [{ productId: kitId, quantity: 3 }],
      paid.intent.paymentIntentId,
    );
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toMatch(/does not match/);
    const stolen = await client.order(
      bob,
      [{ productId: kitId, quantity: 1 }],
      paid.intent.paymentIntentId,
    );
    expect(stolen.statusCode).toBe(404);
    const declined = await client.pay(alice, [{ productId: kitId, quantity: 1 }], {
      ...GOOD_CARD,
      number: '4000000000000002',
    });
    const unpaidOrder = await client.order(
      alice,
      [{ productId: kitId, quantity: 1 }],
      declined.intent.paymentIntentId,
    );
    expect(unpaidOrder.statusCode).toBe(402);
    const unknown = await client.order(
      alice,
      [{ productId: kitId, quantity: 1 }],
      crypto.randomUUID(),
    );
    expect(unknown.statusCode).toBe(404);
    expect(await orderCount()).toBe(before);
  });

  it('answers 409 and refunds when the stock sold out after payment, even once restocked', async () => {
    const scarce = await insertProduct(t.db, { priceCents: 2_000, stock: 1, name: 'Last One' });
    const items = [{ productId: scarce, quantity: 1 }];
    const first = await client.intent(alice, items);
    const second = await client.intent(bob, items);
    expect((await client.confirm(alice, first)).statusCode).toBe(200);
    const paidLate = await client.confirm(bob, second);
    expect(paidLate.statusCode).toBe(409);
    expect(paidLate.json().message).toBe('Sorry, Last One just sold out.');
    expect((await client.order(alice, items, first.paymentIntentId)).statusCode).toBe(200);
    await t.db.update(products).set({ stock: 5 }).where(eq(products.id, scarce));
    const late = await client.order(bob, items, second.paymentIntentId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Sorry, Last One just sold out.');
    expect(await stockOf(scarce)).toBe(5);
    const [intent] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, second.paymentIntentId));
    expect(intent?.status).toBe('canceled');
    expect(intent?.lastError).toMatch(/^Refunded/);
  });

  it('lists my orders newest first, and only mine', async () => {
    const mine = (await client.call('GET', '/orders/myorders', alice)).json().data;
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((order: { user: { _id: string } }) => order.user._id === alice.id)).toBe(
      true,
    );
    const times = mine.map((order: { createdAt: string }) => order.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('lets only admins list all orders and move their status forward', async () => {
    expect((await client.call('GET', '/orders', alice)).statusCode).toBe(403);
    expect((await client.call('GET', '/orders')).statusCode).toBe(401);
    const all = (await client.call('GET', '/orders', admin)).json().data;
    expect(all.length).toBe(await orderCount());
    const target = all.find((order: { user: { _id: string } }) => order.user._id === alice.id);
    const path = `/orders/${target._id}/status`;
    expect((await client.call('PUT', path, alice, { status: 'Shipped' })).statusCode).toBe(403);
    const shipped = await client.call('PUT', path, admin, { status: 'Shipped' });
    expect(shipped.json().data).toMatchObject({ status: 'Shipped', isDelivered: false });
    expect(shipped.json().data.shippedAt).not.toBeNull();
    expect((await client.call('PUT', path, admin, { status: 'Shipped' })).statusCode).toBe(409);
    const delivered = await client.call('PUT', path, admin, { status: 'Delivered' });
    expect(delivered.json().data).toMatchObject({ status: 'Delivered', isDelivered: true });
    expect(delivered.json().data.deliveredAt).not.toBeNull();
    const back = await client.call('PUT', path, admin, { status: 'Shipped' });
    expect(back.statusCode).toBe(409);
    expect((await client.call('PUT', path, admin, { status: 'Pending' })).statusCode).toBe(400);
    expect(
      (
        await client.call('PUT', `/orders/${crypto.randomUUID()}/status`, admin, {
          status: 'Shipped',
        })
      ).statusCode,
    ).toBe(404);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, alice.email));
    expect(
      mails.filter((mail) => /has shipped|has been delivered/.test(mail.subject ?? '')),
    ).toHaveLength(2);
  });

  it('marks a filter line installed for its owner only, then the order', async () => {
    const [order] = (await client.call('GET', '/orders/myorders', alice))
      .json()
      .data.filter((o: { orderItems: { type: string }[] }) =>
        o.orderItems.some((item) => item.type === 'filter'),
      );
    const filterLine = order.orderItems.find((item: { type: string }) => item.type === 'filter');
    const kitLine = order.orderItems.find((item: { type: string }) => item.type !== 'filter');
    const body = { customFilterName: 'Kitchen RO', additionalData: {} };
    const path = (itemId: string) => `/orders/${order._id}/items/${itemId}/install`;
    expect((await client.call('PUT', path(filterLine._id), bob, body)).statusCode).toBe(404);
    expect((await client.call('PUT', path(kitLine._id), alice, body)).statusCode).toBe(400);
    const res = await client.call('PUT', path(filterLine._id), alice, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isInstalled).toBe(true);
    expect(
      res.json().data.orderItems.find((item: { _id: string }) => item._id === filterLine._id)
        .isInstalled,
    ).toBe(true);
  });
});
