import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  RECORDED_ALREADY_REFUNDED,
  RECORDED_INTENT,
  RECORDED_MISSING,
  RECORDED_REFUND,
  RECORDED_SUCCEEDED_EVENT,
  RECORDED_SUCCEEDED_INTENT,
} from './stripe-recordings.ts';
import { replayStripe as replay } from './stripe-replay.ts';

const userId = RECORDED_INTENT.metadata.userId;

describe('Stripe processor (recorded API responses)', () => {
  it('creates a USD intent with the idempotency key and the user in metadata', async () => {
    const { processor, sent } = replay([{ status: 200, body: RECORDED_INTENT }]);
    const created = await processor.createIntent({
      userId,
      amountCents: 6408,
      idempotencyKey: 'key-1',
    });
    expect(created).toEqual({
      id: 'pi_3QxRecorded0001',
      clientSecret: RECORDED_INTENT.client_secret,
      amountCents: 6408,
    });
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toContain('/v1/payment_intents');
    expect(request?.headers['idempotency-key']).toBe('key-1');
    const form = new URLSearchParams(request?.body);
    expect(form.get('amount')).toBe('6408');
    expect(form.get('currency')).toBe('usd');
    expect(form.get('metadata[userId]')).toBe(userId);
    expect(form.get('automatic_payment_methods[allow_redirects]')).toBe('never');
  });

  it('reads an intent status and owner, and null for an unknown id', async () => {
    const { processor } = replay([
      { status: 200, body: RECORDED_SUCCEEDED_INTENT },
      { status: 404, body: RECORDED_MISSING },
    ]);
    expect(await processor.findIntent('pi_3QxRecorded0001')).toEqual({
      id: 'pi_3QxRecorded0001',
      userId,
      amountCents: 6408,
      status: 'succeeded',
    });
    expect(await processor.findIntent('pi_missing')).toBeNull();
    expect(await processor.findIntent('not-a-stripe-id')).toBeNull();
  });

  it('refunds a succeeded intent once (idempotency key per intent)', async () => {
    const { processor, sent } = replay([
      { status: 200, body: RECORDED_SUCCEEDED_INTENT },
      { status: 200, body: RECORDED_REFUND },
    ]);
    await processor.refund('pi_3QxRecorded0001', 'Sorry, RO Filter just sold out.');
    expect(sent[1]?.url).toContain('/v1/refunds');
    expect(sent[1]?.headers['idempotency-key']).toBe('refund-pi_3QxRecorded0001');
    expect(new URLSearchParams(sent[1]?.body).get('payment_intent')).toBe('pi_3QxRecorded0001');
  });

  it('hardening 30.26: takes an intent refunded long ago (its idempotency key expired) as refunded', async () => {
    const { processor, sent } = replay([
      { status: 200, body: RECORDED_SUCCEEDED_INTENT },
      { status: 400, body: RECORDED_ALREADY_REFUNDED },
    ]);
    await expect(processor.refund('pi_3QxRecorded0001', 'sold out')).resolves.toBeUndefined();
    expect(sent).toHaveLength(2);
  });

  it('refunds part of a captured payment with the given idempotency key', async () => {
    const { processor, sent } = replay([
      { status: 200, body: { ...RECORDED_REFUND, id: 're_3QxRecordedPart', amount: 1500 } },
    ]);
    const refund = await processor.refundAmount({
      paymentIntentId: 'pi_3QxRecorded0001',
      amountCents: 1500,
      reason: 'One filter returned',
      idempotencyKey: 'refund-row-1',
    });
    expect(refund).toEqual({ refundId: 're_3QxRecordedPart' });
    expect(sent[0]?.url).toContain('/v1/refunds');
    expect(sent[0]?.headers['idempotency-key']).toBe('refund-row-1');
    const form = new URLSearchParams(sent[0]?.body);
    expect(form.get('amount')).toBe('1500');
    expect(form.get('payment_intent')).toBe('pi_3QxRecorded0001');
    expect(form.get('metadata[reason]')).toBe('One filter returned');
  });

  it('cancels an intent that was never paid instead of refunding', async () => {
    const { processor, sent } = replay([
      { status: 200, body: RECORDED_INTENT },
      { status: 200, body: { ...RECORDED_INTENT, status: 'canceled' } },
    ]);
    await processor.refund('pi_3QxRecorded0001', 'sold out');
    expect(sent[1]?.url).toContain('/v1/payment_intents/pi_3QxRecorded0001/cancel');
  });

  it('accepts a correctly signed webhook body and refuses a tampered one', () => {
    const { processor } = replay([]);
    const payload = JSON.stringify(RECORDED_SUCCEEDED_EVENT);
    const header = new Stripe('sk_test_recorded').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_recorded',
    });
    expect(processor.parseWebhook(Buffer.from(payload), header).id).toBe('evt_3QxRecorded0001');
    const tampered = payload.replace('6408', '1');
    expect(() => processor.parseWebhook(Buffer.from(tampered), header)).toThrow();
  });
});

describe('Stripe card fingerprint', () => {
  it("reads the paying card's fingerprint from the intent's expanded PaymentMethod", async () => {
    const method = {
      id: 'pm_1QxRecordedCard',
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', fingerprint: 'Xt5EWLLDS7FJjR1c' },
    };
    const { processor, sent } = replay([
      { status: 200, body: { ...RECORDED_SUCCEEDED_INTENT, payment_method: method } },
      { status: 200, body: { ...RECORDED_SUCCEEDED_INTENT, payment_method: null } },
    ]);
    expect(await processor.cardFingerprint?.('pi_3QxRecorded0001')).toBe('Xt5EWLLDS7FJjR1c');
    expect(sent[0]?.url).toContain('expand[0]=payment_method');
    expect(await processor.cardFingerprint?.('pi_3QxRecorded0001')).toBeNull();
    expect(await processor.cardFingerprint?.('not-a-stripe-id')).toBeNull();
  });
});
