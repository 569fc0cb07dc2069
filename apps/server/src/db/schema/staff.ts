import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { STAFF_ROLE_VALUES, users } from './users.ts';

/**
 * An owner's invitation to join the staff: the link's token is stored hashed, used once
 * (accepted_at) and expires after 72 hours.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    staffRole: text('staff_role', { enum: STAFF_ROLE_VALUES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_invites_email_idx').on(t.email),
    check(
      'staff_invites_role_valid',
      sql`${t.staffRole} in ('owner', 'manager', 'fulfilment', 'support')`,
    ),
  ],
);

/** The owner's shop settings: one row (id 1), created on the first save; absent = defaults. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    supportRefundLimitCents: integer('support_refund_limit_cents').notNull().default(10000),
    /** Days after delivery that the review request e-mail goes out. */
    reviewRequestDays: integer('review_request_days').notNull().default(14),
    /** Days after delivery a customer may start a return (issue 42). */
    returnWindowDays: integer('return_window_days').notNull().default(30),
    /** Product types (products.type) not taken back once opened, for hygiene. */
    nonReturnableTypes: text('non_returnable_types').array().notNull().default(sql`'{}'::text[]`),
    /** Where returns are sent; empty = the shop's address from the configuration. */
    returnAddress: text('return_address').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_settings_one_row', sql`${t.id} = 1`),
    check('shop_settings_refund_limit_valid', sql`${t.supportRefundLimitCents} >= 0`),
    check('shop_settings_review_request_days_valid', sql`${t.reviewRequestDays} between 0 and 365`),
    check('shop_settings_return_window_valid', sql`${t.returnWindowDays} between 0 and 365`),
  ],
);
