import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  RECORDED_INTENT,
  RECORDED_SUCCEEDED_EVENT,
  RECORDED_SUCCEEDED_INTENT,
} from '../../adapters/payments/stripe-recordings.ts';
import { replayStripe } from '../../adapters/payments/stripe-replay.ts';
import { orders, outbox, paymentEvents, products } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import {
  api,
  fulfilmentWith,
  GOOD_CARD,
  insertProduct,
  saveAddress,
} from '../orders/commerce-fixtures.ts';
import { checkoutService } from '../pricing/checkout.service.ts';
import { paymentsService } from './payments.service.ts';

const WEBHOOK_SECRET = 'whsec_recorded';

describe('payments with Stripe configured', () => {
  const t = setUpTestApp({
    config: {
      stripe: {
        secretKey: 'sk_test_recorded',
        publishableKey: 'pk_test_recorded',
        webhookSecret: WEBHOOK_SECRET,
      },
    },
  });

  const payload = JSON.stringify(RECORDED_SUCCEEDED_EVENT);
  const signed = (body: string) =>
    new Stripe('sk_test_recorded').webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
    });
  const deliver = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });

  it('verifies the signature on the raw body and handles each event id once', async () => {
    const first = await deliver(payload, signed(payload));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    const again = await deliver(payload, signed(payload));
    expect(again.json().data).toEqual({ received: true, duplicate: true });
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toContain('shop_payments_total{provider="stripe",outcome="succeeded"} 1');
    const rows = await t.db.select().from(paymentEvents);
    expect(rows).toEqual([
      expect.objectContaining({ eventId: 'evt_3QxRecorded0001', type: 'payment_intent.succeeded' }),
    ]);
  });

  /** Alice's cart paid with Stripe in her browser: the intent as Stripe recorded it, made hers. */
  async function paidCart(alice: TestUser, intentId: string) {
    const hers = { id: intentId, metadata: { userId: alice.id } };
    const { processor } = replayStripe([{ status: 200, body: { ...RECORDED_INTENT, ...hers } }]);
    const checkout = checkoutService(t.db, t.config.pricing);
    const fulfilment = fulfilmentWith(t.app, processor);
    await paymentsService({ processor, checkout, fulfilment }).createIntent(alice.id, {});
    return {
      ...RECORDED_SUCCEEDED_EVENT,
      id: `evt_${intentId}`,
      data: { object: { ...RECORDED_SUCCEEDED_INTENT, ...hers } },
    };
  }

  it('places the order for a succeeded intent with no POST /orders, and POST /orders finds it', async () => {
    const alice = await createTestUser(t.app, t.db);
    await saveAddress(t.db, alice.id, 'TX');
    // 2 x $25 + $9.95 shipping + 8.25% tax = $64.08, the recorded intent's amount.
    const productId = await insertProduct(t.db, { priceCents: 2_500, stock: 10 });
    const client = api(t.app);
    await client.call('POST', '/cart/items', alice, { productId, quantity: 2 });
    const event = JSON.stringify(await paidCart(alice, 'pi_3QxRecorded0002'));

    const delivered = await deliver(event, signed(event));
    expect(delivered.json().data).toEqual({ received: true, duplicate: false });
    const placed = await t.db
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, 'pi_3QxRecorded0002'));
    expect(placed).toEqual([
      expect.objectContaining({ userId: alice.id, totalCents: 6_408, paymentMethod: 'Stripe' }),
    ]);
    const stock = async () =>
      (await t.db.select().from(products).where(eq(products.id, productId)))[0]?.stock;
    expect(await stock()).toBe(8);
    expect((await client.call('GET', '/cart', alice)).json().data.items).toEqual([]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, alice.email));
    expect(mails.filter((mail) => mail.subject?.includes('is confirmed'))).toHaveLength(1);

    const items = [{ productId, quantity: 2 }];
    const later = await client.order(alice, items, 'pi_3QxRecorded0002', true);
    expect(later.statusCode).toBe(200);
    expect(later.json().data._id).toBe(placed[0]?.id);
    expect(await stock()).toBe(8);
  });

  it('creates nothing new for a replayed event or a second event of the same intent', async () => {
    const alice = await createTestUser(t.app, t.db);
    await saveAddress(t.db, alice.id, 'TX');
    const productId = await insertProduct(t.db, { priceCents: 2_500, stock: 10 });
    await api(t.app).call('POST', '/cart/items', alice, { productId, quantity: 2 });
    const paid = await paidCart(alice, 'pi_3QxRecorded0003');
    const event = JSON.stringify(paid);
    const other = JSON.stringify({ ...paid, id: 'evt_3QxRecorded0003_again' });

    expect((await deliver(event, signed(event))).json().data.duplicate).toBe(false);
    expect((await deliver(event, signed(event))).json().data.duplicate).toBe(true);
    expect((await deliver(other, signed(other))).json().data.duplicate).toBe(false);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, alice.id));
    expect(placed).toHaveLength(1);
    const [product] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(product?.stock).toBe(8);
  });

  it('refuses a bad or missing signature', async () => {
    const header = signed(payload);
    const reformatted = JSON.stringify(JSON.parse(payload), null, 2);
    expect((await deliver(reformatted, header)).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('has no test-mode card confirmation', async () => {
    const user = await createTestUser(t.app, t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/confirm',
      headers: user.headers,
      payload: { paymentIntentId: 'pi_x', clientSecret: 'pi_x_secret', card: GOOD_CARD },
    });
    expect(res.statusCode).toBe(404);
  });

  it('still parses JSON normally on the other routes', async () => {
    const user = await createTestUser(t.app, t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: user.headers,
      payload: { productId: crypto.randomUUID(), quantity: 1 },
    });
    expect(res.statusCode).toBe(404);
  });
});
