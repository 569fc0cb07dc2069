/**
 * Stripe API responses as Stripe sends them (trimmed to the fields the SDK and we read), for
 * replaying through a fake fetch: the adapter tests never touch the network.
 */
export const RECORDED_INTENT = {
  id: 'pi_3QxRecorded0001',
  object: 'payment_intent',
  amount: 6408,
  amount_capturable: 0,
  amount_received: 0,
  automatic_payment_methods: { allow_redirects: 'never', enabled: true },
  capture_method: 'automatic_async',
  client_secret: 'pi_3QxRecorded0001_secret_Zx8RecordedSecret',
  confirmation_method: 'automatic',
  created: 1_750_000_000,
  currency: 'usd',
  last_payment_error: null,
  livemode: false,
  metadata: { userId: '6f1c2a34-1b2c-4d5e-8f90-a1b2c3d4e5f6' },
  payment_method: null,
  payment_method_types: ['card', 'link'],
  status: 'requires_payment_method',
};

export const RECORDED_SUCCEEDED_INTENT = {
  ...RECORDED_INTENT,
  amount_received: 6408,
  latest_charge: 'ch_3QxRecorded0001',
  payment_method: 'pm_1QxRecordedCard',
  status: 'succeeded',
};

export const RECORDED_REFUND = {
  id: 're_3QxRecorded0001',
  object: 'refund',
  amount: 6408,
  charge: 'ch_3QxRecorded0001',
  created: 1_750_000_100,
  currency: 'usd',
  metadata: { reason: 'Sorry, RO Filter just sold out.' },
  payment_intent: 'pi_3QxRecorded0001',
  reason: null,
  status: 'succeeded',
};

export const RECORDED_MISSING = {
  error: {
    code: 'resource_missing',
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
    message: "No such payment_intent: 'pi_missing'",
    param: 'intent',
    request_log_url: 'https://dashboard.stripe.com/test/logs/req_recorded',
    type: 'invalid_request_error',
  },
};

/** A refund asked for again after Stripe forgot its idempotency key (24 hours). */
export const RECORDED_ALREADY_REFUNDED = {
  error: {
    code: 'charge_already_refunded',
    doc_url: 'https://stripe.com/docs/error-codes/charge-already-refunded',
    message: 'Charge ch_3QxRecorded0001 has already been refunded.',
    request_log_url: 'https://dashboard.stripe.com/test/logs/req_recorded',
    type: 'invalid_request_error',
  },
};

export const RECORDED_SUCCEEDED_EVENT = {
  id: 'evt_3QxRecorded0001',
  object: 'event',
  api_version: '2025-01-27.acacia',
  created: 1_750_000_050,
  data: { object: RECORDED_SUCCEEDED_INTENT },
  livemode: false,
  pending_webhooks: 1,
  request: { id: 'req_recorded', idempotency_key: 'recorded-key' },
  type: 'payment_intent.succeeded',
};
