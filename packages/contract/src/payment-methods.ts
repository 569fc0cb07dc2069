import { z } from 'zod';
import { CardInputSchema } from './payment.ts';

/** A saved card as the customer sees it; the number and CVC are never stored or returned. */
export const SavedPaymentMethodSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type SavedPaymentMethod = z.infer<typeof SavedPaymentMethodSchema>;

/** GET /payment-methods: the default first, then newest first. */
export const SavedPaymentMethodsSchema = z.array(SavedPaymentMethodSchema);

/** POST /payment-methods with the test-mode processor: the card as typed, judged and dropped. */
export const SaveTestCardBodySchema = z.object({ card: CardInputSchema });
export type SaveTestCardBody = z.infer<typeof SaveTestCardBodySchema>;

/** POST /payment-methods with Stripe: the SetupIntent the browser confirmed with Stripe Elements. */
export const SaveStripeCardBodySchema = z.object({
  setupIntentId: z.string().min(1).max(200),
});
export type SaveStripeCardBody = z.infer<typeof SaveStripeCardBodySchema>;

/** POST /payment-methods takes whichever of the two bodies the shop's processor uses. */
export const SavePaymentMethodBodySchema = z.union([
  SaveTestCardBodySchema,
  SaveStripeCardBodySchema,
]);
export type SavePaymentMethodBody = z.infer<typeof SavePaymentMethodBodySchema>;

/**
 * POST /payment-methods/setup-intent (Stripe only): what Stripe Elements needs to collect a card
 * for later charges; the publishable key travels with it, as with a payment intent (decision 006).
 */
export const SetupIntentSchema = z.object({
  clientSecret: z.string(),
  publishableKey: z.string().min(1),
});
export type SetupIntent = z.infer<typeof SetupIntentSchema>;

/** DELETE /payment-methods/{id} and POST /payment-methods/{id}/default. */
export const PaymentMethodParamsSchema = z.object({ id: z.string().max(100) });
export type PaymentMethodParams = z.infer<typeof PaymentMethodParamsSchema>;

/** The test numbers the saved-card form lists, with what their later charges do. */
export const TEST_SAVED_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Charges succeed' },
  { number: '4000 0000 0000 0341', outcome: 'Saves; charges are declined' },
  { number: '4000 0000 0000 9995', outcome: 'Saves; charges fail for insufficient funds' },
  { number: '4000 0027 6000 3184', outcome: 'Saves; charges need authentication' },
] as const;

/** Card networks as people write them; the processors (Stripe, the test one) name them in lower case. */
const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  eftpos_au: 'eftpos Australia',
};

/** 'visa' -> 'Visa', 'amex' -> 'American Express'; a network we do not know is just a 'Card'. */
export function cardBrandName(brand: string): string {
  return CARD_BRAND_NAMES[brand.toLowerCase()] ?? 'Card';
}

/** 'Visa ending 4242, expires 04/2030'. */
export function describeCard(card: {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}): string {
  const month = String(card.expMonth).padStart(2, '0');
  return `${cardBrandName(card.brand)} ending ${card.last4}, expires ${month}/${card.expYear}`;
}
