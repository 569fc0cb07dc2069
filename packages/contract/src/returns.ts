import { z } from 'zod';
import { AdminPageQuerySchema, adminPageSchema } from './admin-page.ts';
import { wholeNumber } from './bounds.ts';
import { PhotoIdSchema } from './customer-photos.ts';
import { OrderSourceSchema } from './order.ts';

/** Why a customer sends something back; "doesn't fit my system" can become an exchange. */
export const RETURN_REASONS = [
  'damaged',
  'wrong item',
  "doesn't fit my system",
  'no longer needed',
  'other',
] as const;
export const ReturnReasonSchema = z.enum(RETURN_REASONS, {
  error: `Choose why you are returning: ${RETURN_REASONS.join(', ')}.`,
});
export type ReturnReason = z.infer<typeof ReturnReasonSchema>;

/** Reasons that let a line of a not-returnable-once-opened type come back anyway. */
export const REASONS_ALWAYS_ACCEPTED: readonly ReturnReason[] = ['damaged', 'wrong item'];

export const RETURN_STATUSES = ['new', 'approved', 'received', 'refunded', 'rejected'] as const;
export const ReturnStatusSchema = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof ReturnStatusSchema>;

export const RETURN_NOTE_MAX = 1000;

export const CreateReturnBodySchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.uuid('Each line needs the id of a product from this order.'),
        quantity: wholeNumber('The quantity to return', 1, 1000, 'Say how many to return.'),
      }),
      { error: 'Choose at least one item to return.' },
    )
    .min(1, 'Choose at least one item to return.')
    .max(50, 'A return can hold at most 50 lines.'),
  reason: ReturnReasonSchema,
  note: z
    .string()
    .trim()
    .max(RETURN_NOTE_MAX, `The note can be at most ${RETURN_NOTE_MAX} characters.`)
    .optional(),
  /** An uploaded photo (POST /uploads), shown to the returns desk. */
  photoUrl: z.string().trim().max(2000).optional(),
  /** A photo the customer uploaded (POST /uploads/photos), shown to the returns desk. */
  photoId: PhotoIdSchema.optional(),
  /** "Doesn't fit my system": a part that fits, sent instead of a refund. */
  exchangeProductId: z.uuid('Choose a part from the list to exchange for.').optional(),
  /** A dearer exchange part: the saved card that pays the difference (decision 082). */
  paymentMethodId: z.uuid('Choose the card that pays the difference.').optional(),
  /**
   * The difference the customer was shown (dollars, from POST …/returns/quote); when the server's
   * differs (a price changed), nothing is charged and the answer is 409 with the new amount.
   */
  agreedDifference: z
    .number({ error: 'The difference must be an amount in dollars.' })
    .min(0, 'The difference must be an amount in dollars.')
    .max(1_000_000, 'The difference must be an amount in dollars.')
    .optional(),
});
export type CreateReturnBody = z.infer<typeof CreateReturnBodySchema>;

export const ReturnLineSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** Price paid for one, in dollars. */
  price: z.number(),
  /** Set when the shop received it: can it go back on the shelf. */
  resellable: z.boolean().nullable(),
});

export const ReturnLabelSchema = z.object({
  /** 'slip': print the return slip; otherwise the carrier's prepaid label. */
  kind: z.enum(['slip', 'label']),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  labelUrl: z.string().nullable(),
});
export type ReturnLabel = z.infer<typeof ReturnLabelSchema>;

/**
 * A live auto-replace plan of the customer's that shipped the returned order (decision 076): for
 * "wrong item", its page's product swap makes the next box right.
 */
export const ReturnPlanSchema = z.object({
  _id: z.string(),
  /** The tracked system, "Kitchen sink". */
  systemName: z.string(),
  /** What the plan ships now. */
  productName: z.string(),
});
export type ReturnPlan = z.infer<typeof ReturnPlanSchema>;

export const ReturnSchema = z.object({
  _id: z.string(),
  /** "#R1001" */
  number: z.string(),
  orderId: z.string(),
  /** "#1042" */
  orderNumber: z.string(),
  status: ReturnStatusSchema,
  reason: ReturnReasonSchema,
  note: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** The customer's photo (GET /uploads/photos/{id}), or null. */
  photoId: z.string().nullable(),
  lines: z.array(ReturnLineSchema),
  /** What the return refunds (or refunded), in dollars; absent for an exchange. */
  refundAmount: z.number().optional(),
  exchange: z
    .object({
      productId: z.string(),
      name: z.string(),
      /** What the customer paid on top for a dearer part, tax included, in dollars; 0 if none. */
      difference: z.number().optional(),
      /** The difference was given back (the return was rejected). */
      differenceRefunded: z.boolean().optional(),
      /**
       * A rejection started to give the difference back and did not finish (a crash): the desk may
       * only reject again, which finishes it (decision 082).
       */
      differenceRefundStarted: z.boolean().optional(),
    })
    .nullable(),
  /** The shop's last word to the customer (approval or rejection). */
  message: z.string().nullable(),
  returnAddress: z.string(),
  label: ReturnLabelSchema,
  /** How the order was placed: by checkout or by an auto-replace plan. */
  orderSource: OrderSourceSchema.optional(),
  /** The caller's own live plans that placed the order; empty for a checkout order. */
  plans: z.array(ReturnPlanSchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Return = z.infer<typeof ReturnSchema>;

export const ReturnIdParamsSchema = z.object({ id: z.string().max(100) });
export const MyReturnsQuerySchema = z.object({ orderId: z.string().max(100).optional() });

/** GET /orders/{id}/returns/options: what the customer may send back, before starting. */
export const ReturnOptionsSchema = z.object({
  /** The last day to start a return (ISO), or null when the order cannot be returned. */
  returnBy: z.string().nullable(),
  /** Why no return can be started, in a sentence. */
  closedReason: z.string().nullable(),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      returnable: z.number().int(),
      /** The owner marked its product type as not returnable once opened. */
      notReturnableOnceOpened: z.boolean(),
    }),
  ),
  /** Parts that fit the customer's tracked systems, for "doesn't fit my system". */
  exchangeOptions: z.array(
    z.object({ productId: z.string(), name: z.string(), price: z.number() }),
  ),
  /** The caller's own live plans that placed the order, for "wrong item"; empty for a checkout. */
  plans: z.array(ReturnPlanSchema).optional(),
});
export type ReturnOptions = z.infer<typeof ReturnOptionsSchema>;

/** POST /orders/{id}/returns/quote: what a return would refund or charge, before it is sent. */
export const ReturnQuoteSchema = z.object({
  /** Refunded when the return is settled, in dollars (0 for a dearer exchange). */
  refundAmount: z.number(),
  /** Charged now for a dearer exchange part, tax included, in dollars; 0 otherwise. */
  difference: z.number(),
});
export type ReturnQuote = z.infer<typeof ReturnQuoteSchema>;

/** GET /returns/policy: the shop's return rules, for the pages before a return starts. */
export const ReturnPolicySchema = z.object({
  windowDays: z.number().int(),
  nonReturnableTypes: z.array(z.string()),
});
export type ReturnPolicy = z.infer<typeof ReturnPolicySchema>;

/** Whether a return may still start: delivered, and within the window (days after delivery). */
export function withinReturnWindow(
  order: { status: string; deliveredAt: string | null },
  windowDays: number,
  now = new Date(),
) {
  if (order.status !== 'Delivered' || !order.deliveredAt) return false;
  return now.getTime() <= new Date(order.deliveredAt).getTime() + windowDays * 86_400_000;
}

export const AdminReturnsQuerySchema = AdminPageQuerySchema.extend({
  status: ReturnStatusSchema.optional(),
  /** The returns of one order (its back-office page). */
  orderId: z.uuid('Order not found.').optional(),
});
export type AdminReturnsQuery = z.infer<typeof AdminReturnsQuerySchema>;

export const AdminReturnSchema = ReturnSchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string().nullable() }),
});
export type AdminReturn = z.infer<typeof AdminReturnSchema>;
export const AdminReturnPageSchema = adminPageSchema(AdminReturnSchema);
export type AdminReturnPage = z.infer<typeof AdminReturnPageSchema>;

export const ReturnMessageBodySchema = z.object({
  message: z
    .string({ error: 'Write a message for the customer.' })
    .trim()
    .min(1, 'Write a message for the customer.')
    .max(RETURN_NOTE_MAX, `The message can be at most ${RETURN_NOTE_MAX} characters.`),
});
export type ReturnMessageBody = z.infer<typeof ReturnMessageBodySchema>;

export const ReceiveReturnBodySchema = z.object({
  lines: z
    .array(
      z.object({ lineId: z.uuid('A line is not part of this return.'), resellable: z.boolean() }),
      {
        error: "Say each line's condition.",
      },
    )
    .min(1, "Say each line's condition."),
});
export type ReceiveReturnBody = z.infer<typeof ReceiveReturnBodySchema>;

/** "#R1001" */
export const returnReference = (number: number) => `#R${number}`;
