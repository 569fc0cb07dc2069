import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { PaymentProcessor } from './payment-processor.ts';
import { createStripeProcessor, type StripeProcessor } from './stripe-processor.ts';
import { createTestCardProcessor } from './test-card-processor.ts';

export type { PaymentIntentRecord, PaymentProcessor } from './payment-processor.ts';
export { type StripeProcessor, stripeIntentRecord } from './stripe-processor.ts';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test-mode card processor. */
export function createPaymentProcessor(config: Config, db: Database): PaymentProcessor {
  const { secretKey, publishableKey, webhookSecret } = config.stripe;
  if (secretKey) {
    // config.ts refuses a secret key without its publishable key; this keeps the types honest.
    if (!publishableKey)
      throw new Error('STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY');
    return createStripeProcessor({
      secretKey,
      publishableKey,
      webhookSecret: webhookSecret ?? null,
    });
  }
  return createTestCardProcessor(db);
}

export function isStripeProcessor(processor: PaymentProcessor): processor is StripeProcessor {
  return processor.provider === 'stripe';
}
