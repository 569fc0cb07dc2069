import type { CheckoutItem } from '@shop/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import type { TestCardKind } from './payment-methods.ts';
import { PRODUCT_TYPES, products } from './products.ts';
import { users } from './users.ts';

/** A test-mode payment's card as a saved card keeps it: display fields, never the number. */
export interface TestIntentCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  testCardKind: TestCardKind;
}

export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;

/** Intents of the built-in test-mode card processor (Stripe keeps its own). */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: PAYMENT_INTENT_STATUSES })
      .notNull()
      .default('requires_payment_method'),
    clientSecret: text('client_secret').notNull(),
    lastError: text('last_error'),
    provider: text('provider').notNull().default('test'),
    /** The paying card's stable fingerprint (test-cards.ts), like Stripe's card.fingerprint. */
    cardFingerprint: text('card_fingerprint'),
    /** Created to keep its card (Stripe's setup_future_usage: 'off_session'). */
    setupFutureUsage: boolean('setup_future_usage').notNull().default(false),
    /** What may be kept of the paying card, recorded at payment only when setupFutureUsage. */
    savedCard: jsonb('saved_card').$type<TestIntentCard>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_intents_user_idx').on(t.userId),
    check('payment_intents_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * What each payment intent pays for (either processor), written before its client secret leaves
 * the server: the order can then be placed from the intent alone, by whichever of POST /orders,
 * the Stripe webhook or the test-mode confirmation comes first.
 */
export const paymentPurchases = pgTable(
  'payment_purchases',
  {
    paymentIntentId: text('payment_intent_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<CheckoutItem[]>().notNull(),
    shippingStreet: text('shipping_street').notNull(),
    shippingCity: text('shipping_city').notNull(),
    shippingState: text('shipping_state').notNull(),
    shippingZip: text('shipping_zip').notNull(),
    /** The items came from the server cart (cleared with the order), not a Buy-it-Now. */
    fromCart: boolean('from_cart').notNull(),
    /** The code the amount was priced with (discounts.id); the order honours it. */
    discountId: uuid('discount_id'),
    /** An auto-replace cycle's subscriber discount, applied after the code (issue 29); null: none. */
    subscriberPercent: doublePrecision('subscriber_percent'),
    /** An auto-replace box's shipping as charged (the box rule, decision 067); null: the shop's rule. */
    shippingCents: integer('shipping_cents'),
    /** Why the paid intent will never become an order (sold out, the payment given back). */
    refusal: text('refusal'),
    /**
     * When the reconciliation sweep next looks at this payment (modules/reconciliation): set a
     * grace period after the intent is created, pushed on at each look (the sweep's lease).
     * Null once settled, or when an intent was never paid and is no longer watched.
     */
    reconcileAfter: timestamp('reconcile_after', { withTimezone: true }),
    /** When the payment got its outcome and the customer was told: its order, or its refund. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_purchases_user_idx').on(t.userId),
    index('payment_purchases_reconcile_idx')
      .on(t.reconcileAfter)
      .where(sql`${t.reconcileAfter} is not null`),
  ],
);

export const ORDER_STATUSES = ['Pending', 'Shipped', 'Delivered', 'Cancelled'] as const;
export const ORDER_SOURCES = ['checkout', 'auto_replace'] as const;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The short number people see (#1001); the UUID stays the API id. */
    orderNumber: integer('order_number')
      .notNull()
      .generatedByDefaultAsIdentity({ startWith: 1001 }),
    // Orders are accounting records: a user with orders cannot be hard-deleted.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** The code's reduction of the subtotal (tax is computed after it). */
    discountCents: integer('discount_cents').notNull().default(0),
    discountCode: text('discount_code'),
    shippingStreet: text('shipping_street').notNull().default(''),
    shippingCity: text('shipping_city').notNull().default(''),
    shippingState: text('shipping_state').notNull().default(''),
    shippingZip: text('shipping_zip').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Unique so a retried order for the same payment is created once. */
    paymentIntentId: text('payment_intent_id'),
    isInstalled: boolean('is_installed').notNull().default(false),
    /** Paid by the test-card processor or a Stripe test key: nothing was charged. */
    isTest: boolean('is_test').notNull().default(false),
    /** Placed by a checkout, or by an auto-replace charge (its plans: subscription_cycles). */
    source: text('source', { enum: ORDER_SOURCES }).notNull().default('checkout'),
    /**
     * What order_refunds holds for this order, kept by a trigger on order_refunds (0021): the
     * sales rollup's trigger reads an order's money from its own row.
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_payment_intent_id_unique').on(t.paymentIntentId),
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    // Newest first, page 1 or page 5,000: (created_at, id) is the list's order, read index-only.
    index('orders_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    index('orders_created_id_idx').on(t.createdAt, t.id),
    index('orders_status_created_id_idx').on(t.status, t.createdAt, t.id),
    // The orders desk's "Auto-replace" / "Checkout" filter, newest first.
    index('orders_source_created_id_idx').on(t.source, t.createdAt, t.id),
    // The dashboard's "orders to ship": a count of a few hundred entries, not of every order.
    index('orders_pending_created_idx').on(t.createdAt).where(sql`${t.status} = 'Pending'`),
    // The hourly review requests (decision 073): delivered orders by their delivery day, oldest
    // first, within the catch-up window, instead of reading every order (bench/README.md).
    index('orders_delivered_at_idx').on(t.deliveredAt).where(sql`${t.status} = 'Delivered'`),
    check(
      'orders_status_valid',
      sql`${t.status} in ('Pending', 'Shipped', 'Delivered', 'Cancelled')`,
    ),
    check('orders_source_valid', sql`${t.source} in ('checkout', 'auto_replace')`),
    check(
      'orders_amounts_non_negative',
      sql`${t.subtotalCents} >= 0 and ${t.shippingCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`,
    ),
  ],
);

/** Lines keep name, image, price and type as they were when ordered. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    isInstalled: boolean('is_installed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // My Products' "to install": a customer's filter lines, without reading their other lines.
    index('order_items_filter_order_idx').on(t.orderId).where(sql`${t.type} = 'filter'`),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_items_price_non_negative', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * Sales summed per quarter hour of UTC (`quarter_start`), kept by triggers on orders in the
 * transaction of every write (0024, decision 054): the dashboard sums at most 60 days of these
 * into shop days in any SHOP_TIMEZONE (every zone's offset is a whole number of quarter hours).
 * The same rule as the dashboard's: `orders` counts every order placed, `gross_cents` the totals
 * of those not cancelled, `refund_cents` what was refunded on those, on the day they were placed.
 */
export const salesRollup = pgTable('sales_rollup', {
  quarterStart: timestamp('quarter_start', { withTimezone: true }).primaryKey(),
  orders: integer('orders').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
  grossCents: bigint('gross_cents', { mode: 'number' }).notNull().default(0),
  refundCents: bigint('refund_cents', { mode: 'number' }).notNull().default(0),
});
