import type { paymentIntents, TestCardKind } from '../../db/schema/index.ts';
import type { OffSessionChargeResult } from './payment-processor.ts';
import { CARD_MESSAGES } from './test-cards.ts';

type IntentRow = typeof paymentIntents.$inferSelect;

/** What a later charge of a saved test card does, stored as its intent's status. */
export function offSessionOutcome(kind: TestCardKind | null): {
  status: IntentRow['status'];
  lastError: string | null;
} {
  switch (kind) {
    case 'declined':
      return { status: 'requires_payment_method', lastError: CARD_MESSAGES.declined };
    case 'insufficient_funds':
      return { status: 'requires_payment_method', lastError: CARD_MESSAGES.insufficientFunds };
    case 'requires_authentication':
      return { status: 'requires_action', lastError: null };
    default:
      return { status: 'succeeded', lastError: null };
  }
}

/** The charge's result as its stored intent says (the first call's, for every repeat). */
export function offSessionResult(intent: IntentRow): OffSessionChargeResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
  if (intent.status === 'requires_action') {
    return {
      status: 'requires_action',
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
    };
  }
  const insufficient = intent.lastError === CARD_MESSAGES.insufficientFunds;
  return {
    status: 'declined',
    paymentIntentId: intent.id,
    code: insufficient ? 'insufficient_funds' : 'card_declined',
    message: intent.lastError ?? CARD_MESSAGES.declined,
  };
}
