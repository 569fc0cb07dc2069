import type { CardInput, PaymentProvider } from '@shop/contract';
import type { TestCardKind } from '../../db/schema/index.ts';

/** Provider-neutral view of a payment intent. */
export interface PaymentIntentRecord {
  id: string;
  /** Who created it (Stripe: metadata.userId); null when the provider does not say. */
  userId: string | null;
  amountCents: number;
  status: 'requires_payment' | 'processing' | 'succeeded' | 'canceled';
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
}

export interface CreateIntentInput {
  userId: string;
  amountCents: number;
  /** The same key returns the same intent instead of a second one (double clicks, retries). */
  idempotencyKey: string;
  /**
   * Keep the paying card for later charges (Stripe: setup_future_usage 'off_session' under this
   * customer, who the card is attached to once paid); absent: the card is used once.
   */
  saveCard?: { customerRef: string | null };
}

export interface RefundAmountInput {
  paymentIntentId: string;
  amountCents: number;
  reason: string;
  /** The same key gives back the same refund instead of a second one. */
  idempotencyKey: string;
}

export interface ConfirmCardInput {
  userId: string;
  paymentIntentId: string;
  clientSecret: string;
  card: CardInput;
}

/** What is kept of a saved card: the processor's reference and display fields, never the number. */
export interface SavedCardDetails {
  processorRef: string;
  customerRef: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Test processor only: how its later charges behave. */
  testCardKind: TestCardKind | null;
}

/** Test mode saves from the typed card; Stripe from a SetupIntent confirmed in the browser. */
export type SaveCardInput =
  | { userId: string; card: CardInput }
  | { userId: string; setupIntentId: string; customerRef: string };

/** The fields of a saved card (a payment_methods row) a charge needs. */
export interface ChargeablePaymentMethod {
  id: string;
  userId: string;
  provider: PaymentProvider;
  processorRef: string;
  customerRef: string | null;
  testCardKind: TestCardKind | null;
}

export interface OffSessionChargeInput {
  userId: string;
  paymentMethod: ChargeablePaymentMethod;
  amountCents: number;
  /** One key, one charge: a repeat (retry, second instance, restart) answers the first result. */
  idempotencyKey: string;
  description?: string;
  metadata?: Record<string, string>;
}

export type OffSessionChargeResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | {
      status: 'declined';
      paymentIntentId: string | null;
      code: 'card_declined' | 'insufficient_funds';
      /** Stripe's sentence, for the customer. */
      message: string;
    }
  | {
      status: 'requires_action';
      paymentIntentId: string;
      /** Stripe: the browser confirms with it; test mode: the simulated challenge's secret. */
      clientSecret: string;
    };

/** How a charge held for authentication ended when it was to be tried again. */
export type HeldChargeEnd = 'canceled' | 'paid' | 'pending';

/** What Stripe.js needs to run the bank's check on session for an off-session charge. */
export interface OnSessionAuthentication {
  clientSecret: string;
  publishableKey: string;
  /** The saved card the charge tried, for confirmCardPayment's payment_method; null when unknown. */
  paymentMethodRef: string | null;
}

/**
 * The one payment interface: Stripe when STRIPE_SECRET_KEY is set, otherwise the test-mode
 * card processor. Card numbers never reach the Stripe path (Stripe Elements posts them to
 * Stripe); the test processor reads them to judge and keeps nothing but brand and last 4.
 */
export interface PaymentProcessor {
  readonly provider: PaymentProvider;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** null when there is no such intent. */
  findIntent(id: string): Promise<PaymentIntentRecord | null>;
  /** Gives the money back (or cancels an unpaid intent); used when an order cannot be filled. */
  refund(id: string, reason: string): Promise<void>;
  /** Gives back part or all of a captured payment (the back office); returns the refund's id. */
  refundAmount(input: RefundAmountInput): Promise<{ refundId: string }>;
  /**
   * The stable fingerprint of the card that paid the intent (the same card number gives the same
   * one in every account, like Stripe's card.fingerprint); null when unknown or unpaid.
   */
  cardFingerprint?(paymentIntentId: string): Promise<string | null>;
  /** Test processor only: Stripe confirms in the browser. */
  confirmCard?(input: ConfirmCardInput): Promise<{ brand: string; last4: string }>;
  /** Stripe only: the customer cards are saved under (created once per user by the caller). */
  createCustomer?(input: {
    userId: string;
    email: string | null;
  }): Promise<{ customerRef: string }>;
  /** Stripe only: a SetupIntent for Stripe Elements to collect a card for later charges. */
  createSetupIntent?(input: {
    userId: string;
    customerRef: string;
  }): Promise<{ clientSecret: string; publishableKey: string }>;
  /**
   * The card that paid an intent created with `saveCard`, as it may be kept (Stripe: attached to
   * the customer); null when the intent was not made to keep its card, or is not paid.
   */
  cardOfPayment(input: {
    userId: string;
    paymentIntentId: string;
    customerRef: string | null;
  }): Promise<SavedCardDetails | null>;
  /** Checks a card and answers what may be kept of it; a declined card throws PaymentFailedError. */
  saveCard(input: SaveCardInput): Promise<SavedCardDetails>;
  /** The customer removed the card: Stripe detaches it, so it can never be charged again. */
  forgetCard(paymentMethod: ChargeablePaymentMethod): Promise<void>;
  /** Charges a saved card with the customer away (a plan's renewal). */
  chargeOffSession(input: OffSessionChargeInput): Promise<OffSessionChargeResult>;
  /**
   * After the customer authenticated on session (Stripe: confirmCardPayment in the browser;
   * test mode: the simulated challenge), the charge's outcome. Another user's intent: NotFoundError.
   */
  confirmRequiresAction(input: {
    userId: string;
    paymentIntentId: string;
  }): Promise<OffSessionChargeResult>;
  /**
   * Ends an off-session charge held for authentication before it is tried again with a new one,
   * so the customer cannot pay both: 'canceled'; 'paid' when the customer authenticated it first;
   * 'pending' when it can be neither yet (Stripe: processing). Another user's intent:
   * NotFoundError.
   */
  cancelHeld(input: { userId: string; paymentIntentId: string }): Promise<HeldChargeEnd>;
  /**
   * What the browser needs to authenticate a charge that requires it (Stripe: the intent's client
   * secret); null in test mode, where the page shows the simulated challenge. Another user's
   * intent: NotFoundError.
   */
  onSessionAuthentication(input: {
    userId: string;
    paymentIntentId: string;
  }): Promise<OnSessionAuthentication | null>;
}
