import { addShopDays, formatOrderNumber, type Subscription } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { createTestCardProcessor } from '../../adapters/payments/test-card-processor.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import type { OrderOutbox } from '../orders/order-confirmation.ts';
import { CARDS, planApi, planCustomer } from '../subscriptions/plan-fixtures.ts';
import { api, fulfilmentWith, GOOD_CARD, insertProduct, saveAddress } from './commerce-fixtures.ts';

const MINUTE = 60_000;
type Order = { _id: string; orderNumber: number };
type Mail = { to: string; subject: string | null };

/** Issue 39.9: an order and its confirmation commit together, whoever places the order. */
describe('order confirmations written with the order', () => {
  const t = setUpTestApp();
  const client = () => api(t.app);
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

  async function customer() {
    const user = await createTestUser(t.app, t.db, { name: 'Dana' });
    await saveAddress(t.db, user.id, 'TX');
    return user;
  }

  const ordersOf = async (user: TestUser) =>
    (await client().call('GET', '/orders/myorders', user)).json().data as Order[];

  /** What GET /admin/outbox lists as confirmations addressed to `user`. */
  async function confirmationsTo(user: TestUser) {
    const owner = await createTestUser(t.app, t.db, { role: 'admin' });
    const listed = await client().call('GET', `/admin/outbox?q=${user.email}`, owner);
    expect(listed.statusCode).toBe(200);
    const items = listed.json().data.items as Mail[];
    return items.filter((mail) => mail.to === user.email && mail.subject?.includes('is confirmed'));
  }

  const sweep = async (now: string) => {
    const owner = await createTestUser(t.app, t.db, { role: 'admin' });
    const swept = await client().call('POST', '/admin/payments/sweep', owner, { now });
    expect(swept.statusCode).toBe(200);
    return swept.json().data as { placed: number; refunded: number };
  };

  /** The test card charged and nothing else: what a kill -9 after the charge leaves. */
  async function charged(user: TestUser, productId: string) {
    const intent = await client().intent(user, [{ productId, quantity: 1 }]);
    await createTestCardProcessor(t.db).confirmCard?.({
      userId: user.id,
      ...intent,
      card: GOOD_CARD,
    });
    return intent;
  }

  it('checkout: one confirmation, with the order number, however often the order is asked for', async () => {
    const dana = await customer();
    const productId = await insertProduct(t.db, { priceCents: 2_500, stock: 5 });
    const { intent, confirmed } = await client().pay(dana, [{ productId, quantity: 1 }]);
    expect(confirmed.statusCode).toBe(200);
    const retried = await client().order(
      dana,
      [{ productId, quantity: 1 }],
      intent.paymentIntentId,
    );
    expect(retried.statusCode).toBe(200);
    expect(await sweep(inMinutes(5))).toEqual({ placed: 0, refunded: 0 });
    const [order] = await ordersOf(dana);
    const mails = await confirmationsTo(dana);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(formatOrderNumber(order?.orderNumber ?? 0));
  });

  it('reconciliation: the sweep places the paid order with one confirmation, and a second sweep none', async () => {
    const dana = await customer();
    const productId = await insertProduct(t.db, { priceCents: 1_500, stock: 5 });
    await charged(dana, productId);
    expect(await sweep(inMinutes(5))).toEqual({ placed: 1, refunded: 0 });
    expect(await sweep(inMinutes(30))).toEqual({ placed: 0, refunded: 0 });
    expect(await ordersOf(dana)).toHaveLength(1);
    expect(await confirmationsTo(dana)).toHaveLength(1);
  });

  it('renewal: an auto-replace order gets one confirmation, and a second run none', async () => {
    const owner = await createTestUser(t.app, t.db, { role: 'admin' });
    const today = new Date().toISOString().slice(0, 10);
    const plans = planApi(t.app);
    const buyer = await planCustomer(t.app, t.db, {
      card: CARDS.succeeds,
      installedOn: addShopDays(today, 10 - 182),
      lifespanMonths: 6,
    });
    const created = await plans.call('POST', '/subscriptions', buyer.user, {
      trackedPartId: buyer.trackedPartId,
    });
    const plan = created.json().data as Subscription;
    const day = new Date(`${plan.nextChargeOn}T15:00:00Z`);
    expect((await plans.run(owner, day)).json().data).toMatchObject({ ordered: 1 });
    expect((await plans.run(owner, day)).json().data).toMatchObject({ ordered: 0 });
    expect(await ordersOf(buyer.user)).toHaveLength(1);
    expect(await confirmationsTo(buyer.user)).toHaveLength(1);
  });

  it('a failure after the order is written and before the commit leaves neither order nor message', async () => {
    const dana = await customer();
    const productId = await insertProduct(t.db, { priceCents: 4_000, stock: 3 });
    const intent = await charged(dana, productId);
    // The message is written, then the transaction fails before it commits.
    const failing: OrderOutbox = {
      enqueue: async (tx, message) => {
        await t.app.messenger.enqueue(tx, message);
        throw new Error('the database went away before the commit');
      },
      deliver: t.app.messenger.deliver,
    };
    const broken = fulfilmentWith(t.app, createTestCardProcessor(t.db), failing);
    await expect(broken.settle(intent.paymentIntentId)).rejects.toThrow('went away');
    expect(await ordersOf(dana)).toEqual([]);
    expect(await confirmationsTo(dana)).toEqual([]);
    const product = await client().call('GET', `/products/${productId}`);
    expect(product.json().data.stock).toBe(3);

    // The browser's retry then places it, once, with its one message.
    const retried = await client().order(
      dana,
      [{ productId, quantity: 1 }],
      intent.paymentIntentId,
    );
    expect(retried.statusCode).toBe(200);
    expect(await sweep(inMinutes(5))).toEqual({ placed: 0, refunded: 0 });
    expect(await ordersOf(dana)).toHaveLength(1);
    expect(await confirmationsTo(dana)).toHaveLength(1);
  });
});
