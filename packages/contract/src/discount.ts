import { z } from 'zod';
import { AdminPageQuerySchema } from './admin-page.ts';
import { dollars } from './bounds.ts';

export const DiscountKindSchema = z.enum(['percentage', 'fixed']);
export type DiscountKind = z.infer<typeof DiscountKindSchema>;

/** What a code takes off, in cents: never more than the subtotal. */
export function discountCents(
  discount: { kind: DiscountKind; value: number },
  subtotal: number,
): number {
  const off =
    discount.kind === 'percentage'
      ? Math.floor((subtotal * discount.value + 50) / 100)
      : discount.value;
  return Math.max(0, Math.min(off, subtotal));
}

const CODE = /^[A-Z0-9_-]{3,32}$/;
export const DiscountCodeSchema = z
  .string({ error: 'Please enter a discount code.' })
  .trim()
  .toUpperCase()
  .min(1, 'Please enter a discount code.')
  .max(32, 'Discount codes are at most 32 characters.');

/** POST /cart/discount. */
export const ApplyDiscountBodySchema = z.object({ code: DiscountCodeSchema });
export type ApplyDiscountBody = z.infer<typeof ApplyDiscountBodySchema>;

/** The applied code as the cart and the checkout quote show it (dollars). */
export const AppliedDiscountSchema = z.object({
  code: z.string(),
  description: z.string(),
  amount: z.number(),
});
export type AppliedDiscount = z.infer<typeof AppliedDiscountSchema>;

const optionalLimit = z.number().int().min(1).max(1_000_000).nullable().default(null);
const optionalDate = z.iso.datetime({ offset: true }).nullable().default(null);

/** What every code has beside its kind and value. */
const DiscountRulesSchema = z.object({
  code: DiscountCodeSchema.regex(
    CODE,
    'Use 3 to 32 letters, digits, dashes or underscores for the code.',
  ),
  minSubtotal: dollars('The minimum order', 0).default(0),
  startsAt: optionalDate,
  endsAt: optionalDate,
  usageLimit: optionalLimit,
  perCustomerLimit: optionalLimit,
  active: z.boolean().default(true),
});

const PERCENTAGE_MESSAGE = 'A percentage is a whole number from 1 to 100.';

/**
 * POST /admin/discounts and PUT /admin/discounts/{id}: `value` is a whole percentage from 1 to
 * 100, or a fixed amount in dollars and cents (stored as integer cents).
 */
export const DiscountInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      DiscountRulesSchema.extend({
        kind: z.literal('percentage'),
        value: z
          .number({ error: PERCENTAGE_MESSAGE })
          .int(PERCENTAGE_MESSAGE)
          .min(1, PERCENTAGE_MESSAGE)
          .max(100, PERCENTAGE_MESSAGE),
      }),
      DiscountRulesSchema.extend({
        kind: z.literal('fixed'),
        value: dollars('A fixed amount', 0.01),
      }),
    ],
    { error: 'Choose the kind of discount: percentage or fixed.' },
  )
  .refine(
    (input) =>
      !input.startsAt || !input.endsAt || Date.parse(input.startsAt) < Date.parse(input.endsAt),
    {
      message: 'The end must be after the start.',
      path: ['endsAt'],
    },
  );
export type DiscountInput = z.input<typeof DiscountInputSchema>;

export const DiscountSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: DiscountKindSchema,
  value: z.number(),
  minSubtotal: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  active: z.boolean(),
  description: z.string(),
});
export type Discount = z.infer<typeof DiscountSchema>;

export const DiscountListQuerySchema = AdminPageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});

export const DiscountParamsSchema = z.object({ id: z.string().max(100) });

/** GET /discounts/mine: the codes this customer can use now (the account page's Coupons). */
export const CustomerCouponSchema = z.object({
  code: z.string(),
  description: z.string(),
  endsAt: z.string().nullable(),
});
export type CustomerCoupon = z.infer<typeof CustomerCouponSchema>;

/** '10% off' or '$5.00 off', and the minimum when there is one. */
export function describeDiscount(d: { kind: DiscountKind; value: number; minSubtotal: number }) {
  const off = d.kind === 'percentage' ? `${d.value}% off` : `$${d.value.toFixed(2)} off`;
  return d.minSubtotal > 0 ? `${off} orders of $${d.minSubtotal.toFixed(2)} or more` : off;
}
