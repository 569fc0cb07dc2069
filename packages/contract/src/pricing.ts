import { z } from 'zod';
import { AppliedDiscountSchema } from './discount.ts';
import { SALES_TAX_MILLIPERCENT, salesTaxRateFor } from './sales-tax.ts';

/**
 * How the shop prices an order, in integer cents. Shipping: free at or above the threshold,
 * otherwise a flat fee (nothing for an empty order). Sales tax: the destination state's rate
 * (see sales-tax.ts) applied to the subtotal, rounded half-up to the cent; shipping is untaxed.
 * A discount code comes off the subtotal first: free shipping and tax are judged on what is left.
 * Change the shop's rule here and nowhere else.
 */
export const DEFAULT_PRICING_RULES = {
  freeShippingThresholdCents: 9_900,
  flatShippingCents: 995,
  taxRates: SALES_TAX_MILLIPERCENT,
} as const;
export type PricingRules = {
  freeShippingThresholdCents: number;
  flatShippingCents: number;
  taxRates: Readonly<Record<string, number>>;
};

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface PriceBreakdown {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

/** Shipping of an order whose goods (after any discount) come to `goods` cents. */
export function shippingCents(goods: number, rules: PricingRules = DEFAULT_PRICING_RULES) {
  return goods >= rules.freeShippingThresholdCents ? 0 : rules.flatShippingCents;
}

/** Rate in thousandths of a percent (8.25% = 8250), so the arithmetic stays in integers. */
export function taxCents(subtotal: number, rateMillipercent: number): number {
  return Math.floor((subtotal * rateMillipercent + 50_000) / 100_000);
}

/** The whole price of an order shipped to `state` (a code like 'TX' or a name like 'Texas'). */
export function priceOrder(
  lines: readonly PricedLine[],
  state: string | null | undefined,
  rules: PricingRules = DEFAULT_PRICING_RULES,
  discountOffCents = 0,
): PriceBreakdown {
  const subtotal = subtotalCents(lines);
  const discount = Math.max(0, Math.min(discountOffCents, subtotal));
  const goods = subtotal - discount;
  // A parcel still ships when a code (or a free product) leaves nothing for the goods; a total of
  // 0 could not be paid, and the customer could not check out at all.
  const shipping = lines.length === 0 ? 0 : shippingCents(goods, rules);
  const tax = taxCents(goods, salesTaxRateFor(state, rules.taxRates));
  return {
    subtotalCents: subtotal,
    discountCents: discount,
    shippingCents: shipping,
    taxCents: tax,
    totalCents: goods + shipping + tax,
  };
}

/** One line a customer wants to buy; the server looks the price up. */
export const CheckoutItemSchema = z.object({
  productId: z.string().trim().min(1).max(100),
  quantity: z
    .number({ error: 'Quantity must be a whole number of at least 1.' })
    .int('Quantity must be a whole number of at least 1.')
    .min(1, 'Quantity must be a whole number of at least 1.')
    .max(10_000, 'Quantity must be at most 10000.'),
});
export type CheckoutItem = z.infer<typeof CheckoutItemSchema>;

/** Absent items = the signed-in customer's cart; present = Buy it Now. */
export const CheckoutItemsSchema = z
  .array(CheckoutItemSchema)
  .min(1, 'There are no items to order.')
  .max(100);

/** POST /checkout/quote. */
export const CheckoutQuoteBodySchema = z.object({ items: CheckoutItemsSchema.optional() });
export type CheckoutQuoteBody = z.infer<typeof CheckoutQuoteBodySchema>;

export const QuoteLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  type: z.enum(['none', 'part', 'filter']),
  price: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

/** Dollar amounts, each line as the checkout page shows it. */
export const QuoteSchema = z.object({
  items: z.array(QuoteLineSchema),
  subtotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  /** The applied code and what it takes off; null when none is applied or it does not apply. */
  discount: AppliedDiscountSchema.nullable().optional(),
  /** Why an applied code takes nothing off now (minimum not reached, expired...). */
  discountNotice: z.string().nullable().optional(),
  /** False when the saved address has no zip: checkout cannot pay yet. */
  hasShippingAddress: z.boolean(),
});
export type Quote = z.infer<typeof QuoteSchema>;
