import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { customerPhotos } from './customer-photos.ts';
import { orderItems, orders } from './orders.ts';
import { paymentMethods } from './payment-methods.ts';
import { products } from './products.ts';
import { users } from './users.ts';

export const RETURN_STATUS_VALUES = [
  'new',
  'approved',
  'received',
  'refunded',
  'rejected',
] as const;

/** A customer's return of delivered lines (issue 42); #R1001 is what people see. */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    returnNumber: integer('return_number')
      .notNull()
      .generatedByDefaultAsIdentity({ startWith: 1001 }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: RETURN_STATUS_VALUES }).notNull().default('new'),
    reason: text('reason').notNull(),
    note: text('note'),
    photoUrl: text('photo_url'),
    /** The customer's photo (decision 081). */
    photoId: uuid('photo_id').references(() => customerPhotos.id, { onDelete: 'set null' }),
    /** "Doesn't fit my system": the fitting part sent instead of a refund. */
    exchangeProductId: uuid('exchange_product_id').references(() => products.id),
    /** The replacement order made for the exchange, once received. */
    exchangeOrderId: uuid('exchange_order_id').references(() => orders.id),
    /** What the refund will be (or was), worked out from the prices paid. */
    refundCents: integer('refund_cents').notNull().default(0),
    /** A dearer exchange part: what the customer pays on top, tax included (decision 082). */
    differenceCents: integer('difference_cents').notNull().default(0),
    /** The saved card that pays the difference, chosen in the form. */
    differencePaymentMethodId: uuid('difference_payment_method_id').references(
      () => paymentMethods.id,
    ),
    /** Set once the difference is charged (key `return-diff-<id>`); null while unpaid. */
    differencePaymentIntentId: text('difference_payment_intent_id'),
    /** Set once a rejected return's difference is given back (key `return-diff-refund-<id>`). */
    differenceRefundId: text('difference_refund_id'),
    /**
     * Committed before the processor is asked to give the difference back: a crash after the
     * refund leaves the return new but marked, and the desk then only lets it be rejected again.
     */
    differenceRefundStartedAt: timestamp('difference_refund_started_at', { withTimezone: true }),
    message: text('message'),
    labelCarrier: text('label_carrier'),
    labelTrackingNumber: text('label_tracking_number'),
    labelUrl: text('label_url'),
    /** The carrier's shipment (EasyPost `shp_…`), stored before buying: a retry buys nothing twice. */
    labelShipmentId: text('label_shipment_id'),
    /** What the prepaid label cost the shop. */
    labelRateCents: integer('label_rate_cents'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('returns_return_number_unique').on(t.returnNumber),
    index('returns_user_created_idx').on(t.userId, t.createdAt),
    index('returns_order_idx').on(t.orderId),
    index('returns_status_created_idx').on(t.status, t.createdAt, t.id),
    index('returns_created_idx').on(t.createdAt, t.id),
    check(
      'returns_status_valid',
      sql`${t.status} in ('new', 'approved', 'received', 'refunded', 'rejected')`,
    ),
    check('returns_refund_non_negative', sql`${t.refundCents} >= 0`),
    check('returns_difference_non_negative', sql`${t.differenceCents} >= 0`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: id(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Set when received: whether it goes back on the shelf. */
    resellable: boolean('resellable'),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    index('return_lines_order_item_idx').on(t.orderItemId),
    check('return_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
