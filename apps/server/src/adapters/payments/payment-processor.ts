import type { CardInput, PaymentProvider } from '@shop/contract';

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
  /** Test processor only: Stripe confirms in the browser. */
  confirmCard?(input: ConfirmCardInput): Promise<{ brand: string; last4: string }>;
}
