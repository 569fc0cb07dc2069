import { z } from 'zod';
import { day } from './subscription-fields.ts';
import { MAX_PLAN_QUANTITY, SubscriptionCardSchema } from './subscriptions.ts';
import { RecordedAddressSchema } from './user.ts';

/** GET /subscriptions/quote: what turning auto-replace on would cost, before confirming. */
export const SubscriptionQuoteQuerySchema = z.object({
  trackedPartId: z.uuid({ error: 'Choose a tracked part.' }),
  quantity: z.coerce.number().int().min(1).max(MAX_PLAN_QUANTITY).default(1),
});
export type SubscriptionQuoteQuery = z.infer<typeof SubscriptionQuoteQuerySchema>;

export const SubscriptionQuoteSchema = z.object({
  trackedPartId: z.string(),
  productId: z.string(),
  productName: z.string(),
  productImageUrl: z.string(),
  quantity: z.number().int(),
  priceEach: z.number(),
  discountPercent: z.number(),
  /** Goods before and after the subscriber discount, shipping, tax and the total charged. */
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  tax: z.number(),
  firstChargeAmount: z.number(),
  /** The first charge and shipment happen the same day, a lead time before the part is due. */
  firstChargeOn: day,
  firstShipmentOn: day,
  dueOn: day,
  leadDays: z.number().int(),
  /** The card a plan would use now (the default); null when none is saved. */
  card: SubscriptionCardSchema.nullable(),
  /** The account's address; null when the account has none yet (needed before a plan). */
  shippingAddress: RecordedAddressSchema.nullable(),
});
export type SubscriptionQuote = z.infer<typeof SubscriptionQuoteSchema>;
