import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, GOOD_CARD, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';

describe('payments (test-mode card processor)', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let alice: TestUser;
  let bob: TestUser;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    alice = await createTestUser(t.app, t.db);
    bob = await createTestUser(t.app, t.db);
    await saveAddress(t.db, alice.id, 'TX');
    await saveAddress(t.db, bob.id, 'OR');
    productId = await insertProduct(t.db, { priceCents: 2_500, stock: 10 });
  });
  afterAll(() => t.close());

  const items = () => [{ productId, quantity: 2 }];

  it('quotes subtotal, shipping and tax as separate lines', async () => {
    const res = await client.call('POST', '/checkout/quote', alice, { items: items() });
    expect(res.json().data).toMatchObject({
      subtotal: 50,
      shipping: 9.95,
      tax: 4.13,
      total: 64.08,
      hasShippingAddress: true,
    });
    const cart = await client.call('POST', '/checkout/quote', alice, {});
    expect(cart.json().message).toBe('Your cart is empty.');
  });

  it('computes the amount on the server and ignores a client amount', async () => {
    const res = await client.call('POST', '/payments/create-payment-intent', alice, {
      items: items(),
      amount: 0.01,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ amount: 64.08, provider: 'test', tax: 4.13 });
    const [row] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, res.json().data.paymentIntentId));
    expect(row?.amountCents).toBe(6_408);
    expect(row?.userId).toBe(alice.id);
  });

  it('reuses one intent for a double click of the same checkout', async () => {
    const checkoutId = crypto.randomUUID();
    const body = { items: items(), checkoutId };
    const first = await client.call('POST', '/payments/create-payment-intent', alice, body);
    const second = await client.call('POST', '/payments/create-payment-intent', alice, body);
    expect(second.json().data.paymentIntentId).toBe(first.json().data.paymentIntentId);
  });

  it('needs a saved zip and stock', async () => {
    const carol = await createTestUser(t.app, t.db);
    const res = await client.call('POST', '/payments/create-payment-intent', carol, {
      items: items(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Shipping address is missing. Please update it in your profile.',
    );
    const tooMany = await client.call('POST', '/payments/create-payment-intent', alice, {
      items: [{ productId, quantity: 11 }],
    });
    expect(tooMany.statusCode).toBe(409);
  });

  it('pays with 4242 and answers brand and last 4 only', async () => {
    const { confirmed } = await client.pay(alice, items());
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242' },
    });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 'Your card number is incorrect.'],
  ])('answers 402 for %s', async (number, message) => {
    const { confirmed, intent } = await client.pay(alice, items(), { ...GOOD_CARD, number });
    expect(confirmed.statusCode).toBe(402);
    expect(confirmed.json().message).toBe(message);
    const [row] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.paymentIntentId));
    expect(row?.status).toBe('requires_payment_method');
    // No part of the card number beyond its last four is kept (a random id may hold '4000').
    const digits = number.replaceAll(' ', '');
    expect(JSON.stringify(row)).not.toContain(digits);
    expect(JSON.stringify(row)).not.toContain(digits.slice(0, 12));
    expect(JSON.stringify(row)).not.toContain(number);
  });

  it('refuses an expired card and a bad CVC', async () => {
    // Bob's declines: Alice has 3 already, and 5 in 15 minutes stop an account (decision 065).
    const expired = await client.pay(bob, items(), { ...GOOD_CARD, expMonth: 1, expYear: 2020 });
    expect(expired.confirmed.json().message).toBe('Your card has expired.');
    const cvc = await client.pay(bob, items(), { ...GOOD_CARD, cvc: '1' });
    expect(cvc.confirmed.json().message).toBe("Your card's security code is incorrect.");
  });

  it("cannot confirm someone else's intent or with a wrong secret", async () => {
    const res = await client.call('POST', '/payments/create-payment-intent', alice, {
      items: items(),
    });
    const { paymentIntentId, clientSecret } = res.json().data;
    const stolen = await client.call('POST', '/payments/confirm', bob, {
      paymentIntentId,
      clientSecret,
      card: GOOD_CARD,
    });
    expect(stolen.statusCode).toBe(404);
    const wrong = await client.call('POST', '/payments/confirm', alice, {
      paymentIntentId,
      clientSecret: `${clientSecret}x`,
      card: GOOD_CARD,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('has no webhook without Stripe', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("checkout quote with the shop's own shipping rule", () => {
  let t: TestApp;
  let alice: TestUser;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        pricing: { flatShippingCents: 450, freeShippingThresholdCents: 4_000, taxRates: { TX: 0 } },
      },
    });
    alice = await createTestUser(t.app, t.db);
    await saveAddress(t.db, alice.id, 'TX');
    productId = await insertProduct(t.db, { priceCents: 2_500, stock: 10 });
  });
  afterAll(() => t.close());

  it('charges the configured flat fee below the threshold and nothing from it on', async () => {
    const quote = async (quantity: number) =>
      (
        await api(t.app).call('POST', '/checkout/quote', alice, {
          items: [{ productId, quantity }],
        })
      ).json().data;
    expect(await quote(1)).toMatchObject({ subtotal: 25, shipping: 4.5, tax: 0, total: 29.5 });
    expect(await quote(2)).toMatchObject({ subtotal: 50, shipping: 0, tax: 0, total: 50 });
  });
});
