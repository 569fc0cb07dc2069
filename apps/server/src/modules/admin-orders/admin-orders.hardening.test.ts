import { formatUsd } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';

describe('admin orders: refunds and cancellations (issue 30)', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: TestUser;
  let alice: TestUser;
  let kitId: string;

  async function placeOrder(who: TestUser, items: { productId: string; quantity: number }[]) {
    const { confirmed } = await client.pay(who, items);
    expect(confirmed.statusCode).toBe(200);
    const mine = await client.call('GET', '/orders/myorders', who);
    return mine.json().data[0]._id as string;
  }

  const stockOf = async (id: string) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]
      ?.stock;

  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    admin = await createTestUser(t.app, t.db, { role: 'admin', name: 'Olive Owner' });
    alice = await createTestUser(t.app, t.db, { name: 'Alice Jones' });
    await saveAddress(t.db, alice.id, 'TX');
    kitId = await insertProduct(t.db, { priceCents: 2_000, stock: 20, name: 'Test Kit' });
  });
  afterAll(() => t.close());

  it('hardening 30.3: a refund restocks each line at most its quantity, however it is split', async () => {
    const orderId = await placeOrder(alice, [{ productId: kitId, quantity: 1 }]);
    const order = (await client.call('GET', `/admin/orders/${orderId}`, admin)).json().data;
    const line = { orderItemId: order.lines[0]._id, quantity: 1 };
    const stock = await stockOf(kitId);
    const thrice = await client.call('POST', `/admin/orders/${orderId}/refunds`, admin, {
      amount: 1,
      reason: 'Damaged',
      restock: [line, line, line],
    });
    expect(thrice.statusCode).toBe(400);
    expect(thrice.json()).toMatchObject({
      success: false,
      message: 'You can restock at most 1 of Test Kit.',
    });
    expect(await stockOf(kitId)).toBe(stock);
    const once = await client.call('POST', `/admin/orders/${orderId}/refunds`, admin, {
      amount: 1,
      reason: 'Damaged',
      restock: [line],
    });
    expect(once.statusCode).toBe(200);
    expect(await stockOf(kitId)).toBe((stock ?? 0) + 1);
  });

  it('hardening 30.28: a cancel after a full refund says nothing is left to refund, in one message', async () => {
    const orderId = await placeOrder(alice, [{ productId: kitId, quantity: 2 }]);
    const order = (await client.call('GET', `/admin/orders/${orderId}`, admin)).json().data;
    const mailsAbout = async () =>
      (await t.db.select().from(outbox).where(eq(outbox.to, alice.email))).filter((m) =>
        m.subject?.includes(order.reference),
      );
    const refunded = await client.call('POST', `/admin/orders/${orderId}/refunds`, admin, {
      amount: order.payment.captured,
      reason: 'Changed their mind',
    });
    expect(refunded.statusCode).toBe(200);
    const beforeCancel = (await mailsAbout()).length;
    const cancelled = await client.call('POST', `/admin/orders/${orderId}/cancel`, admin, {
      reason: 'Customer asked',
    });
    expect(cancelled.statusCode).toBe(200);
    const { payment, timeline } = cancelled.json().data;
    expect(payment.refunded).toBe(order.payment.captured);
    expect(timeline.at(-1)).toMatchObject({ type: 'cancelled', amount: null });
    const mails = (await mailsAbout()).slice(beforeCancel);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      `Nothing was left to refund: the full ${formatUsd(order.payment.captured)} was refunded earlier.`,
    );
    expect(mails[0]?.text).not.toContain('$0.00');
  });
});
