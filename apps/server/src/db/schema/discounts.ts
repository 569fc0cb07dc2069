import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const DISCOUNT_KINDS = ['percentage', 'fixed'] as const;

/**
 * A code customers apply to their cart. `value` is a whole percentage (1-100) or cents.
 * `usedCount` is taken with a conditional UPDATE when an order is placed, so the usage limit
 * holds under concurrency. Soft delete: paid checkouts and old orders keep their code.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: id(),
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    value: integer('value').notNull(),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discounts_code_unique').on(t.code).where(sql`${t.deletedAt} is null`),
    check('discounts_kind_valid', sql`${t.kind} in ('percentage', 'fixed')`),
    check('discounts_value_positive', sql`${t.value} > 0`),
  ],
);

/** One row per order placed with a code: the per-customer limit counts these. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: id(),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The shipping address, normalized (customer-identity.ts): a second account, same door. */
    addressKey: text('address_key'),
    /** The card's fingerprint (Stripe's card.fingerprint): a second account, same card. */
    cardFingerprint: text('card_fingerprint'),
    createdAt: createdAt(),
  },
  (t) => [
    index('discount_redemptions_discount_user_idx').on(t.discountId, t.userId),
    index('discount_redemptions_discount_address_idx').on(t.discountId, t.addressKey),
    index('discount_redemptions_discount_card_idx').on(t.discountId, t.cardFingerprint),
    uniqueIndex('discount_redemptions_order_unique').on(t.orderId),
  ],
);

/** The code a customer applied to their cart (at most one). */
export const cartDiscounts = pgTable(
  'cart_discounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
