import { z } from 'zod';
import { CheckoutItemsSchema } from './pricing.ts';

export const PaymentProviderSchema = z.enum(['test', 'stripe']);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

/**
 * POST /payments/create-payment-intent. The amount is computed by the server from the items
 * (absent = the cart) and the saved address; an `amount` sent by a client is dropped unread.
 * `checkoutId` (one per visit of the checkout page) makes a double click reuse one intent.
 * `fromCart` (default: no items sent) says the items are the cart's, emptied with the order.
 */
export const CreatePaymentIntentBodySchema = z.object({
  items: CheckoutItemsSchema.optional(),
  checkoutId: z.uuid().optional(),
  fromCart: z.boolean().optional(),
  /**
   * Set the payment up to keep its card for auto-replace (Stripe: setup_future_usage); the card is
   * kept when POST /orders says saveCard too.
   */
  saveCard: z.boolean().optional(),
});
export type CreatePaymentIntentBody = z.infer<typeof CreatePaymentIntentBodySchema>;

const IntentFieldsSchema = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  /** Dollars: subtotal - discount + shipping + tax. */
  amount: z.number(),
  subtotal: z.number(),
  discount: z.number().optional(),
  shipping: z.number(),
  tax: z.number(),
});

/**
 * The intent and how the browser pays it: the test-mode card form (POST /payments/confirm), or
 * Stripe Elements, which needs the shop's publishable key to load.
 */
export const PaymentIntentSchema = z.discriminatedUnion('provider', [
  IntentFieldsSchema.extend({ provider: z.literal('test') }),
  IntentFieldsSchema.extend({ provider: z.literal('stripe'), publishableKey: z.string().min(1) }),
]);
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;

/**
 * Card fields as typed; the test processor judges them and answers with Stripe's sentences. The
 * expiry is two integers, as Stripe's API takes it: a string or null is a 400 naming the field.
 */
export const CardInputSchema = z.object({
  number: z.string().max(40),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(0).max(9999),
  cvc: z.string().max(10),
});
export type CardInput = z.infer<typeof CardInputSchema>;

/** POST /payments/confirm (test-mode processor only). */
export const ConfirmPaymentBodySchema = z.object({
  paymentIntentId: z.string().min(1).max(200),
  clientSecret: z.string().min(1).max(300),
  card: CardInputSchema,
});
export type ConfirmPaymentBody = z.infer<typeof ConfirmPaymentBodySchema>;

export const ConfirmPaymentResultSchema = z.object({
  status: z.literal('succeeded'),
  paymentIntentId: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }),
});
export type ConfirmPaymentResult = z.infer<typeof ConfirmPaymentResultSchema>;

/** What the test-mode card form lists for shoppers (Stripe's own test numbers). */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Card declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
] as const;
export const TEST_CARD_HINT =
  'Test mode: use any future expiry date and any 3-digit CVC. No real payment is taken.';

/** POST /admin/payments/sweep (not in production): run the payment reconciliation as of `now`. */
export const PaymentSweepBodySchema = z.object({
  now: z.iso.datetime({ offset: true, error: 'now must be an ISO date and time.' }).optional(),
});
export type PaymentSweepBody = z.infer<typeof PaymentSweepBodySchema>;

/** Paid orders the sweep placed, and payments it refunded (with a message) instead. */
export const PaymentSweepResultSchema = z.object({
  placed: z.number().int(),
  refunded: z.number().int(),
});
export type PaymentSweepResult = z.infer<typeof PaymentSweepResultSchema>;
