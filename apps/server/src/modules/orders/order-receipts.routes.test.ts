import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from './commerce-fixtures.ts';

describe('receipts: the order e-mail and Order History (issue 30.15)', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: TestUser;
  let alice: TestUser;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    admin = await createTestUser(t.app, t.db, { role: 'admin', name: 'Olive Owner' });
    alice = await createTestUser(t.app, t.db, { name: 'Alice Jones' });
    await saveAddress(t.db, alice.id, 'TX');
    productId = await insertProduct(t.db, { priceCents: 10_000, stock: 50, name: 'Big Filter' });
    await client.call('POST', '/admin/discounts', admin, {
      code: 'SAVE20',
      kind: 'percentage',
      value: 20,
    });
  });
  afterAll(() => t.close());

  it('hardening 30.15: the order e-mail lists the discount, so its lines add up to the total', async () => {
    await client.call('POST', '/cart/items', alice, { productId, quantity: 1 });
    await client.call('POST', '/cart/discount', alice, { code: 'SAVE20' });
    const { confirmed } = await client.pay(alice);
    expect(confirmed.statusCode).toBe(200);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, alice.email));
    const confirmation = mails.find((m) => m.subject?.includes('is confirmed'));
    // 100 - 20 = 80, shipping 9.95, TX tax 8.25% of 80 = 6.60: 96.55
    expect(confirmation?.text).toContain(
      [
        'Subtotal: $100.00',
        'Discount (SAVE20): \u2212$20.00',
        'Shipping: $9.95',
        'Tax: $6.60',
        'Total: $96.55',
      ].join('\n'),
    );
  });

  it('hardening 30.15: Order History shows refunds and the tracking link of a shipped order', async () => {
    const { confirmed } = await client.pay(alice, [{ productId, quantity: 1 }]);
    expect(confirmed.statusCode).toBe(200);
    const [placed] = (await client.call('GET', '/orders/myorders', alice)).json().data;
    expect(placed).toMatchObject({ refunded: 0, shipment: null });
    await client.call('POST', `/admin/orders/${placed._id}/ship`, admin, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    await client.call('POST', `/admin/orders/${placed._id}/refunds`, admin, {
      amount: 10,
      reason: 'Late',
    });
    const [order] = (await client.call('GET', '/orders/myorders', alice)).json().data;
    expect(order).toMatchObject({
      _id: placed._id,
      status: 'Shipped',
      refunded: 10,
      shipment: {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      },
    });
  });

  it('hardening 30.14: a status set through PUT /orders/{id}/status is recorded with the admin who set it', async () => {
    const { confirmed } = await client.pay(alice, [{ productId, quantity: 1 }]);
    expect(confirmed.statusCode).toBe(200);
    const [placed] = (await client.call('GET', '/orders/myorders', alice)).json().data;
    const delivered = await client.call('PUT', `/orders/${placed._id}/status`, admin, {
      status: 'Delivered',
    });
    expect(delivered.statusCode).toBe(200);
    const order = (await client.call('GET', `/admin/orders/${placed._id}`, admin)).json().data;
    const step = order.timeline.find((event: { type: string }) => event.type === 'delivered');
    expect(step).toMatchObject({
      by: { _id: admin.id, name: 'Olive Owner' },
    });
  });
});
