import { describe, expect, it } from 'vitest';
import type { ChargeablePaymentMethod } from './payment-processor.ts';
import { RECORDED_INTENT } from './stripe-recordings.ts';
import { replayStripe as replay } from './stripe-replay.ts';
import {
  RECORDED_AUTHENTICATION_INTENT,
  RECORDED_CUSTOMER,
  RECORDED_OFF_SESSION_INTENT,
  RECORDED_SETUP_INTENT,
  RECORDED_SUCCEEDED_SETUP_INTENT,
  recordedCardError,
} from './stripe-saved-cards.recordings.ts';

const userId = RECORDED_INTENT.metadata.userId;
const customerRef = RECORDED_CUSTOMER.id;
const paymentMethod: ChargeablePaymentMethod = {
  id: '0b6f3c1e-2a4d-4c8e-9f10-1a2b3c4d5e6f',
  userId,
  provider: 'stripe',
  processorRef: 'pm_1QxRecordedSaved',
  customerRef,
  testCardKind: null,
};
const charge = { userId, paymentMethod, amountCents: 6408, idempotencyKey: 'plan-1:cycle-1' };

describe('Stripe saved cards (recorded API responses)', () => {
  it('creates one customer per user and an off-session card SetupIntent under it', async () => {
    const { processor, sent } = replay([
      { status: 200, body: RECORDED_CUSTOMER },
      { status: 200, body: RECORDED_SETUP_INTENT },
    ]);
    expect(await processor.createCustomer?.({ userId, email: 'alice@example.com' })).toEqual({
      customerRef,
    });
    expect(sent[0]?.headers['idempotency-key']).toBe(`customer-${userId}`);
    expect(await processor.createSetupIntent?.({ userId, customerRef })).toEqual({
      clientSecret: RECORDED_SETUP_INTENT.client_secret,
      publishableKey: 'pk_test_recorded',
    });
    const form = new URLSearchParams(sent[1]?.body);
    expect(sent[1]?.url).toContain('/v1/setup_intents');
    expect(form.get('customer')).toBe(customerRef);
    expect(form.get('usage')).toBe('off_session');
    expect(form.get('metadata[userId]')).toBe(userId);
  });

  it('saves only the payment method id and display fields of a succeeded SetupIntent', async () => {
    const { processor, sent } = replay([{ status: 200, body: RECORDED_SUCCEEDED_SETUP_INTENT }]);
    const saved = await processor.saveCard({
      userId,
      setupIntentId: RECORDED_SETUP_INTENT.id,
      customerRef,
    });
    expect(saved).toEqual({
      processorRef: 'pm_1QxRecordedSaved',
      customerRef,
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2031,
      testCardKind: null,
    });
    expect(sent[0]?.url).toContain(`/v1/setup_intents/${RECORDED_SETUP_INTENT.id}`);
  });

  it("refuses another customer's SetupIntent (404) and one not confirmed yet (409)", async () => {
    const { processor } = replay([
      { status: 200, body: RECORDED_SUCCEEDED_SETUP_INTENT },
      { status: 200, body: RECORDED_SETUP_INTENT },
    ]);
    const input = { userId, setupIntentId: RECORDED_SETUP_INTENT.id };
    await expect(
      processor.saveCard({ ...input, customerRef: 'cus_someoneElse' }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(processor.saveCard({ ...input, customerRef })).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(
      processor.saveCard({
        userId,
        card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('charges off session with the idempotency key, the customer and the saved method', async () => {
    const { processor, sent } = replay([{ status: 200, body: RECORDED_OFF_SESSION_INTENT }]);
    expect(await processor.chargeOffSession({ ...charge, metadata: { planId: 'plan-1' } })).toEqual(
      {
        status: 'succeeded',
        paymentIntentId: RECORDED_OFF_SESSION_INTENT.id,
      },
    );
    expect(sent[0]?.headers['idempotency-key']).toBe('plan-1:cycle-1');
    const form = new URLSearchParams(sent[0]?.body);
    expect(form.get('off_session')).toBe('true');
    expect(form.get('confirm')).toBe('true');
    expect(form.get('customer')).toBe(customerRef);
    expect(form.get('payment_method')).toBe('pm_1QxRecordedSaved');
    expect(form.get('amount')).toBe('6408');
    expect(form.get('metadata[planId]')).toBe('plan-1');
  });

  it('answers declines with their code and authentication_required with the client secret', async () => {
    const { processor } = replay([
      { status: 402, body: recordedCardError('card_declined', 'generic_decline') },
      { status: 402, body: recordedCardError('card_declined', 'insufficient_funds') },
      { status: 402, body: recordedCardError('authentication_required') },
    ]);
    expect(await processor.chargeOffSession(charge)).toEqual({
      status: 'declined',
      paymentIntentId: RECORDED_OFF_SESSION_INTENT.id,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(await processor.chargeOffSession(charge)).toMatchObject({
      status: 'declined',
      code: 'insufficient_funds',
    });
    expect(await processor.chargeOffSession(charge)).toEqual({
      status: 'requires_action',
      paymentIntentId: RECORDED_OFF_SESSION_INTENT.id,
      clientSecret: RECORDED_OFF_SESSION_INTENT.client_secret,
    });
  });

  it('reads the outcome after the customer authenticated, only for the intent’s owner', async () => {
    const { processor } = replay([
      { status: 200, body: RECORDED_OFF_SESSION_INTENT },
      { status: 200, body: RECORDED_OFF_SESSION_INTENT },
    ]);
    const paymentIntentId = RECORDED_OFF_SESSION_INTENT.id;
    expect(await processor.confirmRequiresAction({ userId, paymentIntentId })).toEqual({
      status: 'succeeded',
      paymentIntentId,
    });
    await expect(
      processor.confirmRequiresAction({ userId: 'someone-else', paymentIntentId }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('gives the browser the client secret and card of an intent awaiting authentication, only its owner', async () => {
    const { processor, sent } = replay([
      { status: 200, body: RECORDED_AUTHENTICATION_INTENT },
      { status: 200, body: RECORDED_AUTHENTICATION_INTENT },
    ]);
    const paymentIntentId = RECORDED_AUTHENTICATION_INTENT.id;
    expect(await processor.onSessionAuthentication({ userId, paymentIntentId })).toEqual({
      clientSecret: RECORDED_AUTHENTICATION_INTENT.client_secret,
      publishableKey: 'pk_test_recorded',
      paymentMethodRef: 'pm_1QxRecordedSaved',
    });
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url).toContain(`/v1/payment_intents/${paymentIntentId}`);
    await expect(
      processor.onSessionAuthentication({ userId: 'someone-else', paymentIntentId }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      processor.onSessionAuthentication({ userId, paymentIntentId: 'test_pi_1' }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(sent).toHaveLength(2);
  });

  it('detaches a removed card, and takes one already detached as removed', async () => {
    const { processor, sent } = replay([
      {
        status: 200,
        body: { id: 'pm_1QxRecordedSaved', object: 'payment_method', customer: null },
      },
      {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: 'The payment method you provided is not attached to a customer.',
          },
        },
      },
    ]);
    await processor.forgetCard(paymentMethod);
    await processor.forgetCard(paymentMethod);
    expect(sent[0]?.url).toContain('/v1/payment_methods/pm_1QxRecordedSaved/detach');
  });
});
