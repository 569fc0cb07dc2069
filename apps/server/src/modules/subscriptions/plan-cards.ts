import type { PlanAuthentication } from '@shop/contract';

/**
 * What plans need of saved cards (the payment-methods module, issue 29's other half): the
 * card's display fields, and an off-session charge with an idempotency key.
 */
export interface PlanCard {
  _id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type OffSessionOutcome =
  | { outcome: 'succeeded'; paymentIntentId: string }
  | {
      outcome: 'declined';
      code: 'card_declined' | 'insufficient_funds';
      paymentIntentId: string | null;
      message: string;
    }
  | { outcome: 'requires_action'; paymentIntentId: string };

export interface PlanCards {
  /** The customer's own saved card; null for another's or a removed one. */
  find(userId: string, paymentMethodId: string): Promise<PlanCard | null>;
  defaultOf(userId: string): Promise<PlanCard | null>;
  /** Charges the saved card without the customer; the same key answers the same payment. */
  charge(input: {
    userId: string;
    paymentMethodId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<OffSessionOutcome>;
  /** The customer authenticated a charge that needed it (test mode: the simulated challenge). */
  confirmOnSession(input: { userId: string; paymentIntentId: string }): Promise<boolean>;
  /**
   * Ends the customer's charge held for authentication before a new one: 'paid' when the
   * customer authenticated it first (the simulated challenge is not run), 'pending' when it can
   * be neither yet.
   */
  cancelHeld(input: {
    userId: string;
    paymentIntentId: string;
  }): Promise<'canceled' | 'paid' | 'pending'>;
  /** What the browser needs for the bank's check (Stripe); null for the simulated challenge. */
  authenticationFor(input: {
    userId: string;
    paymentIntentId: string;
  }): Promise<PlanAuthentication | null>;
}
