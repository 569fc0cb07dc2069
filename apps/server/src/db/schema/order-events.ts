import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** What the back office did to an order ('placed' and 'paid' come from the order itself). */
export const ORDER_EVENT_TYPES = ['shipped', 'delivered', 'cancelled', 'refunded'] as const;

/**
 * The order's timeline, one row per admin action. A status step happens once per order (the
 * partial unique index), so two admins pressing Ship at once record one shipment.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ORDER_EVENT_TYPES }).notNull(),
    /** The admin who did it; null once that account is gone or for a system step. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    amountCents: integer('amount_cents'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('order_events_status_once')
      .on(t.orderId, t.type)
      .where(sql`${t.type} in ('shipped', 'delivered', 'cancelled')`),
    check(
      'order_events_type_valid',
      sql`${t.type} in ('shipped', 'delivered', 'cancelled', 'refunded')`,
    ),
  ],
);

export interface RestockLine {
  orderItemId: string;
  quantity: number;
}

/** Money given back through the payment adapter; their sum never exceeds the captured total. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    restock: jsonb('restock').$type<RestockLine[]>().notNull().default([]),
    /** The provider's refund id (Stripe re_..., the test processor's own). */
    providerRefundId: text('provider_refund_id').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
