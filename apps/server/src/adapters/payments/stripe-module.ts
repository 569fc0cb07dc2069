import { createRequire } from 'node:module';
import type StripeModule from 'stripe';

/**
 * Stripe's SDK, loaded when a Stripe processor is made (STRIPE_SECRET_KEY set, or a test's
 * replay) rather than at start: about 15 MB of RSS that a shop on test payments never uses
 * (decision 080). Every caller takes the one copy from here, so its error classes are the ones
 * its client throws.
 */
export function stripeModule(): typeof StripeModule {
  return createRequire(import.meta.url)('stripe');
}
