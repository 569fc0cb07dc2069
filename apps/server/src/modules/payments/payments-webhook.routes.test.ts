import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDED_SUCCEEDED_EVENT } from '../../adapters/payments/stripe-recordings.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { GOOD_CARD } from '../orders/commerce-fixtures.ts';

const WEBHOOK_SECRET = 'whsec_recorded';

describe('payments with Stripe configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        stripe: {
          secretKey: 'sk_test_recorded',
          publishableKey: 'pk_test_recorded',
          webhookSecret: WEBHOOK_SECRET,
        },
      },
    });
  });
  afterAll(() => t.close());

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
    const rows = await t.db.select().from(paymentEvents);
    expect(rows).toEqual([
      expect.objectContaining({ eventId: 'evt_3QxRecorded0001', type: 'payment_intent.succeeded' }),
    ]);
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
