import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { replayStripe } from '../../adapters/payments/stripe-replay.ts';
import {
  RECORDED_CARD_METHOD,
  RECORDED_CUSTOMER,
  RECORDED_SETUP_INTENT,
  RECORDED_SUCCEEDED_SETUP_INTENT,
} from '../../adapters/payments/stripe-saved-cards.recordings.ts';
import { paymentMethods, stripeCustomers } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { paymentMethodsService } from './payment-methods.service.ts';

/** Saved cards through Stripe (recorded answers), stored in a real database. */
describe('saved cards with Stripe', () => {
  const t = setUpTestApp();

  it('creates the Stripe customer once, saves the confirmed card once and detaches it on removal', async () => {
    const alice = await createTestUser(t.app, t.db);
    const hers = { customer: RECORDED_CUSTOMER.id, metadata: { userId: alice.id } };
    const stripe = replayStripe([
      { status: 200, body: { ...RECORDED_CUSTOMER, metadata: { userId: alice.id } } },
      { status: 200, body: { ...RECORDED_SETUP_INTENT, ...hers } },
      { status: 200, body: { ...RECORDED_SETUP_INTENT, ...hers } },
      { status: 200, body: { ...RECORDED_SUCCEEDED_SETUP_INTENT, ...hers } },
      { status: 200, body: { ...RECORDED_SUCCEEDED_SETUP_INTENT, ...hers } },
      { status: 200, body: { ...RECORDED_CARD_METHOD, customer: null } },
    ]);
    const cards = paymentMethodsService({ db: t.db, processor: stripe.processor });

    const setup = await cards.createSetupIntent(alice.id);
    expect(setup).toEqual({
      clientSecret: RECORDED_SETUP_INTENT.client_secret,
      publishableKey: 'pk_test_recorded',
    });
    await cards.createSetupIntent(alice.id);
    expect(stripe.sent.filter((request) => request.url.includes('/v1/customers'))).toHaveLength(1);
    expect(await t.db.select().from(stripeCustomers)).toEqual([
      expect.objectContaining({ userId: alice.id, customerRef: RECORDED_CUSTOMER.id }),
    ]);

    const saved = await cards.save(alice.id, { setupIntentId: RECORDED_SETUP_INTENT.id });
    expect(saved).toEqual({
      _id: expect.any(String),
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2031,
      isDefault: true,
    });
    const again = await cards.save(alice.id, { setupIntentId: RECORDED_SETUP_INTENT.id });
    expect(again._id).toBe(saved._id);
    const rows = await t.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, alice.id));
    expect(rows).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        processorRef: RECORDED_CARD_METHOD.id,
        customerRef: RECORDED_CUSTOMER.id,
        testCardKind: null,
      }),
    ]);

    expect(await cards.remove(alice.id, saved._id)).toEqual([]);
    expect(stripe.sent.at(-1)?.url).toContain(
      `/v1/payment_methods/${RECORDED_CARD_METHOD.id}/detach`,
    );
  });

  it("answers 404 for another customer's SetupIntent and 400 for a raw card", async () => {
    const bob = await createTestUser(t.app, t.db);
    const stripe = replayStripe([
      { status: 200, body: { ...RECORDED_CUSTOMER, id: 'cus_bob' } },
      { status: 200, body: RECORDED_SUCCEEDED_SETUP_INTENT },
    ]);
    const cards = paymentMethodsService({ db: t.db, processor: stripe.processor });
    await expect(
      cards.save(bob.id, { setupIntentId: RECORDED_SETUP_INTENT.id }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      cards.save(bob.id, {
        card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '1' },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await cards.list(bob.id)).toEqual([]);
  });
});
