import { z } from 'zod';
import { INT4_MAX } from './bounds.ts';
import { PageInfoSchema } from './envelope.ts';
import { CheckoutItemsSchema } from './pricing.ts';
import { ProductTypeSchema } from './product.ts';
import { RecordedAddressSchema } from './user.ts';

export const ORDER_STATUSES = ['Pending', 'Shipped', 'Delivered', 'Cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** Who placed an order: the customer at checkout, or an auto-replace plan's charge. */
export const ORDER_SOURCES = ['checkout', 'auto_replace'] as const;
export const OrderSourceSchema = z.enum(ORDER_SOURCES);
export type OrderSource = z.infer<typeof OrderSourceSchema>;

/**
 * POST /orders after the payment succeeded. Prices, totals and stock are the server's; the
 * order is created once per paymentIntentId, from what the intent was created for (the payment
 * confirmation or webhook may have placed it already: the same order is answered). orderItems,
 * and shippingAddress when sent, must name that purchase. fromCart (the items came from the
 * cart, emptied of them) only counts for an intent created before intents recorded it.
 */
export const CreateOrderBodySchema = z.object({
  orderItems: CheckoutItemsSchema,
  shippingAddress: RecordedAddressSchema.optional(),
  paymentMethod: z.string().trim().min(1).max(50).default('Stripe'),
  paymentIntentId: z.string().trim().min(1).max(200),
  fromCart: z.boolean().default(false),
  /** Keep the paying card for auto-replace (GET /payment-methods lists it afterwards). */
  saveCard: z.boolean().default(false),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

export const OrderItemSchema = z.object({
  _id: z.string(),
  /** The product's id (the product may since have been deleted). */
  product: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int(),
  /** Unit price in dollars when ordered. */
  price: z.number(),
  type: ProductTypeSchema,
  isInstalled: z.boolean(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

const timestamp = z.iso.datetime({ offset: true });

/** How a shipped order travels: the carrier's tracking page when the shop knows the carrier. */
export const ShipmentSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  /** Short, sequential, shown to people as #1001 (the _id stays the API id). */
  orderNumber: z.number().int(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string().nullable() }),
  status: OrderStatusSchema,
  subtotal: z.number(),
  /** What a discount code took off the subtotal, and the code. */
  discount: z.number().optional(),
  discountCode: z.string().nullable().optional(),
  shipping: z.number(),
  tax: z.number(),
  totalPrice: z.number(),
  /** What the shop has given back so far (refunds and a cancellation), in dollars. */
  refunded: z.number(),
  /** Set once the back office shipped it with a carrier and tracking number. */
  shipment: ShipmentSchema.nullable(),
  paymentMethod: z.string(),
  shippingAddress: RecordedAddressSchema,
  createdAt: timestamp,
  shippedAt: timestamp.nullable(),
  isDelivered: z.boolean(),
  deliveredAt: timestamp.nullable(),
  isInstalled: z.boolean(),
  /** Paid without a real charge (test-card processor or a Stripe test key). */
  isTest: z.boolean(),
  source: OrderSourceSchema,
  /** The auto-replace plans whose parts this order ships; empty for a checkout. */
  planIds: z.array(z.string()),
  orderItems: z.array(OrderItemSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** Orders to a page of Order History (/orderHistory?page=2). */
export const ORDER_HISTORY_PAGE_SIZE = 20;

/**
 * GET /orders/myorders and GET /orders: every order (as the spec reads them), or with `offset`
 * or `limit` (default 20) one page of them, newest first.
 */
export const OrderListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** The list of orders in `data`; `page` (offset, limit, nextOffset) when a page was asked for. */
export const OrderListEnvelopeSchema = z.object({
  success: z.literal(true),
  data: z.array(OrderSchema),
  page: PageInfoSchema.optional(),
});
export type OrderListEnvelope = z.infer<typeof OrderListEnvelopeSchema>;

/** PUT /orders/{id}/status (admin): forward only, Pending -> Shipped -> Delivered. */
export const UpdateOrderStatusBodySchema = z.object({
  status: z.enum(['Shipped', 'Delivered']),
});
export type UpdateOrderStatusBody = z.infer<typeof UpdateOrderStatusBodySchema>;

export const OrderIdParamsSchema = z.object({ id: z.string().max(100) });
export const OrderItemParamsSchema = z.object({
  orderId: z.string().max(100),
  orderItemId: z.string().max(100),
});
