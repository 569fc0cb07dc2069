import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  RECORDED_INTENT,
  RECORDED_REFUND,
  RECORDED_SUCCEEDED_INTENT,
} from '../../adapters/payments/stripe-recordings.ts';
import { replayStripe } from '../../adapters/payments/stripe-replay.ts';
import { createTestCardProcessor } from '../../adapters/payments/test-card-processor.ts';
import {
  orders,
  outbox,
  paymentIntents,
  paymentPurchases,
  products,
} from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import {
  api,
  fulfilmentWith,
  GOOD_CARD,
  insertProduct,
  saveAddress,
} from '../orders/commerce-fixtures.ts';
import { paymentsService } from '../payments/payments.service.ts';
import { checkoutService } from '../pricing/checkout.service.ts';
import { runPaymentSweep } from './payment-sweep.ts';

const MINUTE = 60_000;
type Item = { productId: string; quantity: number };

describe('payment reconciliation sweep', () => {
  const t = setUpTestApp();
  const client = () => api(t.app);
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

  async function admin() {
    return createTestUser(t.app, t.db, { role: 'admin' });
  }

  async function customer(name = 'Dana') {
    const user = await createTestUser(t.app, t.db, { name });
    await saveAddress(t.db, user.id, 'TX');
    return user;
  }

  /** The state a kill -9 leaves between the charge and the order: the card charged, no order. */
  async function chargedWithoutOrder(user: TestUser, items?: Item[]) {
    const intent = await client().intent(user, items);
    await createTestCardProcessor(t.db).confirmCard?.({
      userId: user.id,
      ...intent,
      card: GOOD_CARD,
    });
    return intent;
  }

  async function sweep(by: TestUser, now: string) {
    const res = await client().call('POST', '/admin/payments/sweep', by, { now });
    expect(res.statusCode).toBe(200);
    return res.json().data as { placed: number; refunded: number };
  }

  const ordersOf = (paymentIntentId: string) =>
    t.db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
  const stockOf = async (id: string) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]
      ?.stock;
  const mailsTo = async (user: TestUser, subject: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.to, user.email))).filter((mail) =>
      mail.subject?.includes(subject),
    );

  it('hardening 30.26: a paid order that was never placed is placed by the sweep after the grace period, once, with its e-mail', async () => {
    const [owner, dana] = [await admin(), await customer()];
    const filterId = await insertProduct(t.db, { priceCents: 4_999, stock: 10, type: 'filter' });
    await client().call('POST', '/cart/items', dana, { productId: filterId, quantity: 2 });
    const intent = await chargedWithoutOrder(dana);

    expect(await sweep(owner, inMinutes(0))).toEqual({ placed: 0, refunded: 0 });
    expect(await ordersOf(intent.paymentIntentId)).toEqual([]);

    expect(await sweep(owner, inMinutes(3))).toEqual({ placed: 1, refunded: 0 });
    const [placed] = await ordersOf(intent.paymentIntentId);
    // 2 x 49.99 = 99.98, free shipping from $99, 8.25% Texas tax = 8.25
    expect(placed).toMatchObject({
      userId: dana.id,
      totalCents: 10_823,
      taxCents: 825,
      isTest: true,
      paymentMethod: 'Card (test mode)',
    });
    expect(placed?.orderNumber).toBeGreaterThanOrEqual(1001);
    expect(await stockOf(filterId)).toBe(8);
    expect((await client().call('GET', '/cart', dana)).json().data.items).toEqual([]);
    const mine = (await client().call('GET', '/orders/myorders', dana)).json().data;
    expect(mine.map((order: { _id: string }) => order._id)).toEqual([placed?.id]);

    expect(await sweep(owner, inMinutes(30))).toEqual({ placed: 0, refunded: 0 });
    const retried = await client().order(
      dana,
      [{ productId: filterId, quantity: 2 }],
      intent.paymentIntentId,
      true,
    );
    expect(retried.json().data._id).toBe(placed?.id);
    expect(await ordersOf(intent.paymentIntentId)).toHaveLength(1);
    expect(await stockOf(filterId)).toBe(8);
    expect(await mailsTo(dana, 'is confirmed')).toHaveLength(1);
  });

  it('hardening 30.26: a paid order that can no longer be placed is refunded once, with a message, and never filled later', async () => {
    const [owner, erin] = [await admin(), await customer('Erin')];
    const kitId = await insertProduct(t.db, { priceCents: 1_500, stock: 3, name: 'Lead Test Kit' });
    const intent = await chargedWithoutOrder(erin, [{ productId: kitId, quantity: 2 }]);
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, kitId));

    expect(await sweep(owner, inMinutes(3))).toEqual({ placed: 0, refunded: 1 });
    expect(await ordersOf(intent.paymentIntentId)).toEqual([]);
    const [charge] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.paymentIntentId));
    expect(charge?.status).toBe('canceled');
    const [refundMail] = await mailsTo(erin, 'has been refunded');
    expect(refundMail?.subject).toBe(
      `Your ClearSpring payment of $${intent.amount.toFixed(2)} has been refunded`,
    );
    expect(refundMail?.text).toContain('Sorry, Lead Test Kit just sold out.');
    expect(refundMail?.text).toContain('Hi Erin,');

    await t.db.update(products).set({ stock: 10 }).where(eq(products.id, kitId));
    expect(await sweep(owner, inMinutes(30))).toEqual({ placed: 0, refunded: 0 });
    const retried = await client().order(
      erin,
      [{ productId: kitId, quantity: 2 }],
      intent.paymentIntentId,
    );
    expect(retried.statusCode).toBe(409);
    expect(retried.json().message).toBe('Sorry, Lead Test Kit just sold out.');
    expect(await ordersOf(intent.paymentIntentId)).toEqual([]);
    expect(await stockOf(kitId)).toBe(10);
    expect(await mailsTo(erin, 'has been refunded')).toHaveLength(1);
  });

  it('hardening 30.26: sweeps racing each other and the browser retry place each paid order once', async () => {
    const owner = await admin();
    const kitId = await insertProduct(t.db, { priceCents: 2_000, stock: 50 });
    const buyers = await Promise.all([1, 2, 3, 4, 5].map((n) => customer(`Buyer ${n}`)));
    const items = [{ productId: kitId, quantity: 1 }];
    const paid = [];
    for (const buyer of buyers)
      paid.push({ buyer, intent: await chargedWithoutOrder(buyer, items) });

    const later = inMinutes(3);
    const results = await Promise.all([
      sweep(owner, later),
      ...paid.map(({ buyer, intent }) => client().order(buyer, items, intent.paymentIntentId)),
      sweep(owner, later),
      sweep(owner, inMinutes(4)),
    ]);
    const sweeps = [results[0], ...results.slice(-2)] as { placed: number }[];
    const retries = results.slice(1, -2) as { statusCode: number }[];
    expect(retries.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(sweeps.reduce((sum, result) => sum + result.placed, 0)).toBeLessThanOrEqual(5);
    for (const { buyer, intent } of paid) {
      expect(await ordersOf(intent.paymentIntentId)).toHaveLength(1);
      expect(await mailsTo(buyer, 'is confirmed')).toHaveLength(1);
    }
    expect(await stockOf(kitId)).toBe(45);
  });

  it('hardening 30.26: an intent never paid gets no order and no refund, and is let go after a week', async () => {
    const [owner, finn] = [await admin(), await customer('Finn')];
    const kitId = await insertProduct(t.db, { priceCents: 1_500, stock: 5 });
    const intent = await client().intent(finn, [{ productId: kitId, quantity: 1 }]);

    expect(await sweep(owner, inMinutes(3))).toEqual({ placed: 0, refunded: 0 });
    expect(await sweep(owner, inMinutes(8 * 24 * 60))).toEqual({ placed: 0, refunded: 0 });
    const [purchase] = await t.db
      .select()
      .from(paymentPurchases)
      .where(eq(paymentPurchases.paymentIntentId, intent.paymentIntentId));
    expect(purchase).toMatchObject({ reconcileAfter: null, settledAt: null, refusal: null });
    expect(await ordersOf(intent.paymentIntentId)).toEqual([]);
    expect(await stockOf(kitId)).toBe(5);
  });

  it('hardening 30.26: runs only for admins', async () => {
    const dana = await customer();
    const res = await client().call('POST', '/admin/payments/sweep', dana, {});
    expect(res.statusCode).toBe(403);
  });
});

describe('payment reconciliation sweep with Stripe and no webhook', () => {
  const t = setUpTestApp();
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

  /** Kim's cart of 2 x $25 paid with Stripe in her browser ($64.08 with shipping and tax), then the page was closed. */
  async function paidInTheBrowser(intentId: string) {
    const kim = await createTestUser(t.app, t.db, { name: 'Kim' });
    await saveAddress(t.db, kim.id, 'TX');
    const productId = await insertProduct(t.db, {
      priceCents: 2_500,
      stock: 10,
      name: 'Carbon Block',
    });
    await api(t.app).call('POST', '/cart/items', kim, { productId, quantity: 2 });
    const hers = { id: intentId, metadata: { userId: kim.id } };
    const { processor } = replayStripe([{ status: 200, body: { ...RECORDED_INTENT, ...hers } }]);
    const checkout = checkoutService(t.db, t.config.pricing);
    const fulfilment = fulfilmentWith(t.app, processor);
    await paymentsService({ processor, checkout, fulfilment }).createIntent(kim.id, {});
    return { kim, productId, succeeded: { ...RECORDED_SUCCEEDED_INTENT, ...hers } };
  }

  function sweepWith(answers: { status: number; body: object }[], now: Date) {
    const stripe = replayStripe(answers);
    const deps = { db: t.db, fulfilment: fulfilmentWith(t.app, stripe.processor), log: t.app.log };
    return { result: runPaymentSweep(deps, now), sent: stripe.sent };
  }

  it('hardening 30.26: asks Stripe about a checkout with no order and places the paid one', async () => {
    const { kim, succeeded } = await paidInTheBrowser('pi_3QxSwept0001');
    const { result, sent } = sweepWith([{ status: 200, body: succeeded }], inMinutes(3));
    expect(await result).toEqual({ placed: 1, refunded: 0 });
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /v1/payment_intents/pi_3QxSwept0001',
    ]);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, kim.id));
    expect(placed).toEqual([
      expect.objectContaining({ totalCents: 6_408, paymentMethod: 'Stripe', isTest: true }),
    ]);
    const again = sweepWith([], inMinutes(30));
    expect(await again.result).toEqual({ placed: 0, refunded: 0 });
  });

  it('hardening 30.26: refunds a paid Stripe checkout that sold out, with the payment as the idempotency key', async () => {
    const { kim, productId, succeeded } = await paidInTheBrowser('pi_3QxSwept0002');
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, productId));
    const refund = { ...RECORDED_REFUND, payment_intent: 'pi_3QxSwept0002' };
    const { result, sent } = sweepWith(
      [
        { status: 200, body: succeeded },
        { status: 200, body: succeeded },
        { status: 200, body: refund },
      ],
      inMinutes(3),
    );
    expect(await result).toEqual({ placed: 0, refunded: 1 });
    const refunds = sent.filter((request) => request.url.endsWith('/v1/refunds'));
    expect(refunds.map((request) => request.headers['idempotency-key'])).toEqual([
      'refund-pi_3QxSwept0002',
    ]);
    expect(await t.db.select().from(orders).where(eq(orders.userId, kim.id))).toEqual([]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, kim.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your ClearSpring payment of $64.08 has been refunded',
    ]);
  });
});
