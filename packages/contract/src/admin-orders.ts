import { z } from 'zod';
import { AdminPageQuerySchema, adminPageSchema } from './admin-page.ts';
import { boundedDay, dollars, wholeNumber } from './bounds.ts';
import { OrderItemSchema, OrderSourceSchema, OrderStatusSchema } from './order.ts';
import { RecordedAddressSchema, requiredText } from './user.ts';

const timestamp = z.iso.datetime({ offset: true });

/**
 * GET /admin/orders and /admin/orders.csv: search, status, placed between from and to (days).
 * `after` (an order's `_id`, the previous answer's `nextAfter`) asks for the orders older than
 * it instead of page `page`: walking a list that way sees every order once while new ones come.
 */
const AdminOrdersFiltersSchema = AdminPageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  status: OrderStatusSchema.optional(),
  /** Placed by an auto-replace plan, or at checkout. */
  source: OrderSourceSchema.optional(),
  from: boundedDay('The "Placed from" day').optional(),
  to: boundedDay('The "Placed to" day').optional(),
  after: z.guid().optional(),
});

export const PLACED_RANGE_BACKWARDS_MESSAGE = 'The "Placed from" day is after the "Placed to" day.';

/** Days the wrong way round would match nothing and look like a shop with no such orders. */
const inOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;

export const AdminOrdersQuerySchema = AdminOrdersFiltersSchema.refine(inOrder, {
  message: PLACED_RANGE_BACKWARDS_MESSAGE,
  path: ['from'],
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

/** GET /admin/orders.csv: the same filters, every page. */
export const AdminOrdersCsvQuerySchema = AdminOrdersFiltersSchema.omit({
  page: true,
  pageSize: true,
  after: true,
}).refine(inOrder, { message: PLACED_RANGE_BACKWARDS_MESSAGE, path: ['from'] });

export const AdminCustomerContactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});

export const AdminOrderRowSchema = z.object({
  _id: z.string(),
  /** What the shop calls the order: '#1001' (formatOrderNumber). */
  reference: z.string(),
  customer: AdminCustomerContactSchema,
  status: OrderStatusSchema,
  totalPrice: z.number(),
  itemCount: z.number().int(),
  createdAt: timestamp,
  /** Paid without a real charge (test-card processor or a Stripe test key). */
  isTest: z.boolean(),
  source: OrderSourceSchema,
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

/** GET /admin/orders: a page of orders, and the `after` of the next page (null: none). */
export const AdminOrderPageSchema = adminPageSchema(AdminOrderRowSchema).extend({
  nextAfter: z.string().nullable(),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;

export const AdminOrderEventSchema = z.object({
  type: z.enum(ORDER_EVENT_KINDS),
  at: timestamp,
  /** The admin who did it; null for the customer's own steps. */
  by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  amount: z.number().nullable(),
  reason: z.string().nullable(),
});
export type AdminOrderEvent = z.infer<typeof AdminOrderEventSchema>;

export const AdminOrderLineSchema = OrderItemSchema.extend({
  /** The product's SKU (the packing slip's and the CSV's). */
  sku: z.string(),
  /** Units already put back in stock by refunds and cancellation. */
  restocked: z.number().int(),
});

export const AdminOrderSchema = AdminOrderRowSchema.extend({
  /** As the order recorded it: older orders may predate the state list. */
  shippingAddress: RecordedAddressSchema,
  lines: z.array(AdminOrderLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  tax: z.number(),
  payment: z.object({
    provider: z.string(),
    intentId: z.string().nullable(),
    captured: z.number(),
    refunded: z.number(),
  }),
  timeline: z.array(AdminOrderEventSchema),
  /** The auto-replace plans whose parts this order ships; empty for a checkout. */
  planIds: z.array(z.string()),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** POST /admin/orders/{id}/ship */
export const ShipOrderBodySchema = z.object({
  carrier: requiredText(50),
  trackingNumber: requiredText(100),
});
export type ShipOrderBody = z.infer<typeof ShipOrderBodySchema>;

/** POST /admin/orders/{id}/cancel: only before shipping; restocks and refunds in full. */
export const CancelOrderBodySchema = z.object({ reason: requiredText(500) });
export type CancelOrderBody = z.infer<typeof CancelOrderBodySchema>;

/** POST /admin/orders/{id}/refunds: amount in dollars, never more than is left to refund. */
export const RefundOrderBodySchema = z.object({
  amount: dollars('The amount', 0.01),
  reason: requiredText(500),
  restock: z
    .array(
      z.object({ orderItemId: z.string().max(100), quantity: wholeNumber('Quantity', 1, 10_000) }),
    )
    .max(100)
    .default([]),
});
export type RefundOrderBody = z.infer<typeof RefundOrderBodySchema>;
