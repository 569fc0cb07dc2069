/**
 * How many failed attempts one account and one client address may make in a window before the
 * next is refused with 429 (docs/decisions/065). Only failures count: a shopper who mistypes a
 * card or a code a few times never meets these; a script testing stolen cards or guessing codes
 * meets them within minutes.
 */
export const ATTEMPT_LIMITS = {
  /** Saving or paying with a card that declines (POST /payment-methods, /payments/confirm). */
  cardDeclines: {
    account: 5,
    address: 10,
    windowMinutes: 15,
    refusal: 'Too many declined card attempts.',
    alert: 'declined card attempts',
  },
  /** Stripe SetupIntents: the card is tried at Stripe, so each one counts, not only declines. */
  setupIntents: {
    account: 10,
    address: 20,
    windowMinutes: 15,
    refusal: 'Too many attempts to add a card.',
    alert: 'card setups started',
  },
  /** Discount codes that do not exist (POST /cart/discount answering 404). */
  unknownCodes: {
    account: 10,
    address: 30,
    windowMinutes: 15,
    refusal: 'Too many discount codes tried.',
    alert: 'unknown discount codes tried',
  },
} as const;

export type AttemptKind = keyof typeof ATTEMPT_LIMITS;
export type AttemptScope = 'account' | 'address';
