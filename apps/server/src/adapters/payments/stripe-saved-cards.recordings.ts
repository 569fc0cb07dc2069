import { RECORDED_INTENT } from './stripe-recordings.ts';

/** Stripe's answers for saved cards and off-session charges (trimmed), replayed in tests. */
const userId = RECORDED_INTENT.metadata.userId;

export const RECORDED_CUSTOMER = {
  id: 'cus_QxRecorded0001',
  object: 'customer',
  email: 'alice@example.com',
  metadata: { userId },
};

export const RECORDED_SETUP_INTENT = {
  id: 'seti_1QxRecorded0001',
  object: 'setup_intent',
  client_secret: 'seti_1QxRecorded0001_secret_RecordedSetup',
  customer: 'cus_QxRecorded0001',
  metadata: { userId },
  payment_method: null,
  status: 'requires_payment_method',
  usage: 'off_session',
};

export const RECORDED_CARD_METHOD = {
  id: 'pm_1QxRecordedSaved',
  object: 'payment_method',
  type: 'card',
  card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031, funding: 'credit' },
  customer: 'cus_QxRecorded0001',
};

export const RECORDED_SUCCEEDED_SETUP_INTENT = {
  ...RECORDED_SETUP_INTENT,
  payment_method: RECORDED_CARD_METHOD,
  status: 'succeeded',
};

export const RECORDED_OFF_SESSION_INTENT = {
  ...RECORDED_INTENT,
  id: 'pi_3QxRecordedOff01',
  client_secret: 'pi_3QxRecordedOff01_secret_Off',
  customer: 'cus_QxRecorded0001',
  payment_method: 'pm_1QxRecordedSaved',
  status: 'succeeded',
  amount_received: 6408,
};

/** A 402 for an off-session confirmation: the error carries the intent. */
export function recordedCardError(code: string, declineCode?: string) {
  const message =
    code === 'authentication_required'
      ? 'Your card was declined. This transaction requires authentication.'
      : declineCode === 'insufficient_funds'
        ? 'Your card has insufficient funds.'
        : 'Your card was declined.';
  return {
    error: {
      type: 'card_error',
      code,
      ...(declineCode ? { decline_code: declineCode } : {}),
      message,
      payment_intent: {
        ...RECORDED_OFF_SESSION_INTENT,
        status: 'requires_payment_method',
        amount_received: 0,
        last_payment_error: { type: 'card_error', code, decline_code: declineCode, message },
      },
    },
  };
}

/**
 * The intent as retrieved after authentication_required: Stripe moved it back to
 * requires_payment_method and names the card in last_payment_error.
 */
export const RECORDED_AUTHENTICATION_INTENT = {
  ...RECORDED_OFF_SESSION_INTENT,
  status: 'requires_payment_method',
  payment_method: null,
  amount_received: 0,
  last_payment_error: {
    type: 'card_error',
    code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
    payment_method: RECORDED_CARD_METHOD,
  },
};

/** A checkout's intent created with Save this card: set up for later, under the customer. */
export const RECORDED_KEEP_CARD_INTENT = {
  ...RECORDED_INTENT,
  id: 'pi_3QxRecordedKeep1',
  client_secret: 'pi_3QxRecordedKeep1_secret_RecordedKeep',
  customer: 'cus_QxRecorded0001',
  setup_future_usage: 'off_session',
};

/** The same intent paid: Stripe attached its card to the customer. */
export const RECORDED_KEEP_CARD_PAID = {
  ...RECORDED_KEEP_CARD_INTENT,
  amount_received: 6408,
  payment_method: 'pm_1QxRecordedSaved',
  status: 'succeeded',
};
