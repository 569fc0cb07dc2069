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
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * How a saved test-mode card behaves when charged later, chosen by its number at save time
 * (Stripe's test cards 4242, 0341, 9995 and 3184). Only this is kept, never the number.
 */
export const TEST_CARD_KINDS = [
  'succeeds',
  'declined',
  'insufficient_funds',
  'requires_authentication',
] as const;
export type TestCardKind = (typeof TEST_CARD_KINDS)[number];

/**
 * A customer's saved cards. `processor_ref` is Stripe's payment method id (pm_…) or the test
 * processor's token; the rest are display fields. Removed cards keep their row (removed_at) so
 * past charges still name the card they were made with.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    processorRef: text('processor_ref').notNull(),
    /** Stripe's customer (cus_…) the method is attached to; null in test mode. */
    customerRef: text('customer_ref'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    testCardKind: text('test_card_kind', { enum: TEST_CARD_KINDS }),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId),
    // A SetupIntent posted twice saves its card once.
    uniqueIndex('payment_methods_processor_ref_idx').on(t.processorRef),
    // At most one default per customer among the cards not removed.
    uniqueIndex('payment_methods_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.removedAt} is null`),
    check('payment_methods_last4_digits', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** The Stripe customer each shop customer's cards are saved under (one per user). */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerRef: text('customer_ref').notNull().unique(),
  createdAt: createdAt(),
});
