import { describe, expect, it } from 'vitest';
import { RECORDED_SUCCEEDED_INTENT } from '../../adapters/payments/stripe-recordings.ts';
import { replayStripe } from '../../adapters/payments/stripe-replay.ts';
import {
  RECORDED_CARD_METHOD,
  RECORDED_CUSTOMER,
  RECORDED_KEEP_CARD_INTENT,
  RECORDED_KEEP_CARD_PAID,
} from '../../adapters/payments/stripe-saved-cards.recordings.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { NOT_KEPT, paymentMethodsService } from './payment-methods.service.ts';

/** Issue 39.6 with Stripe (recorded answers): the card that paid a checkout is kept when asked. */
describe('Save this card at checkout, with Stripe', () => {
  const t = setUpTestApp();

  it('sets the intent up for later under the customer, then keeps the card it was paid with', async () => {
    const alice = await createTestUser(t.app, t.db);
    const hers = { metadata: { userId: alice.id } };
    const stripe = replayStripe([
      { status: 200, body: { ...RECORDED_CUSTOMER, ...hers } },
      { status: 200, body: { ...RECORDED_KEEP_CARD_INTENT, ...hers } },
      { status: 200, body: { ...RECORDED_KEEP_CARD_PAID, ...hers } },
      { status: 200, body: RECORDED_CARD_METHOD },
    ]);
    const cards = paymentMethodsService({ db: t.db, processor: stripe.processor });
    const customerRef = await cards.customerRefFor(alice.id);
    const intent = await stripe.processor.createIntent({
      userId: alice.id,
      amountCents: 6408,
      idempotencyKey: 'checkout-keep-1',
      saveCard: { customerRef },
    });
    expect(intent.id).toBe(RECORDED_KEEP_CARD_INTENT.id);
    const form = new URLSearchParams(stripe.sent[1]?.body);
    expect(form.get('setup_future_usage')).toBe('off_session');
    expect(form.get('customer')).toBe(RECORDED_CUSTOMER.id);

    const saved = await cards.saveFromPayment(alice.id, intent.id);
    expect(saved).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 8, isDefault: true });
    // Stripe attached it when the intent succeeded: nothing more was asked of it.
    expect(stripe.sent.some((request) => request.url.includes('/attach'))).toBe(false);
    expect(await cards.list(alice.id)).toEqual([saved]);
  });

  it('an intent paid without Save this card keeps nothing', async () => {
    const bob = await createTestUser(t.app, t.db);
    const his = { metadata: { userId: bob.id } };
    const stripe = replayStripe([
      { status: 200, body: { ...RECORDED_CUSTOMER, ...his } },
      { status: 200, body: { ...RECORDED_SUCCEEDED_INTENT, ...his } },
    ]);
    const cards = paymentMethodsService({ db: t.db, processor: stripe.processor });
    await expect(cards.saveFromPayment(bob.id, RECORDED_SUCCEEDED_INTENT.id)).rejects.toThrow(
      NOT_KEPT,
    );
    expect(await cards.list(bob.id)).toEqual([]);
    const plain = replayStripe([{ status: 200, body: RECORDED_SUCCEEDED_INTENT }]);
    await plain.processor.createIntent({
      userId: bob.id,
      amountCents: 6408,
      idempotencyKey: 'checkout-plain-1',
    });
    const form = new URLSearchParams(plain.sent[0]?.body);
    expect(form.get('setup_future_usage')).toBeNull();
    expect(form.get('customer')).toBeNull();
  });
});
