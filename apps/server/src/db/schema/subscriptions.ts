import { SUBSCRIPTION_CYCLE_STATES } from '@shop/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { paymentMethods } from './payment-methods.ts';
import { products } from './products.ts';
import { trackedParts } from './tracker.ts';
import { users } from './users.ts';

export const SUBSCRIPTION_STATUS_VALUES = [
  'active',
  'paused',
  'payment_failed',
  'cancelled',
] as const;

/**
 * An auto-replace plan: one tracked part's replacement shipped a lead time before the part is
 * due, paid off-session with a saved card (issue 29, docs/decisions/052).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackedPartId: uuid('tracked_part_id')
      .notNull()
      .references(() => trackedParts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull().default(1),
    status: text('status', { enum: SUBSCRIPTION_STATUS_VALUES }).notNull().default('active'),
    /** The saved card (payment_methods.id) charged off-session. */
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    shippingStreet: text('shipping_street').notNull(),
    shippingCity: text('shipping_city').notNull(),
    shippingState: text('shipping_state').notNull(),
    shippingZip: text('shipping_zip').notNull(),
    /** The part's due date the next cycle is for, and the day it is charged and shipped. */
    nextDueOn: date('next_due_on', { mode: 'string' }).notNull(),
    nextChargeOn: date('next_charge_on', { mode: 'string' }).notNull(),
    /** The customer moved nextChargeOn (PATCH or a delay link): kept while the due date holds. */
    chargeOnChosen: boolean('charge_on_chosen').notNull().default(false),
    /**
     * When the last shipped or skipped cycle's part counts as fitted: its due date, or the day it
     * shipped when later (contract `fittedOn`). The schedule goes on one lifespan from it.
     */
    lastDueOn: date('last_due_on', { mode: 'string' }),
    /**
     * The customer's own interval in months (PATCH intervalMonths): the schedule follows it
     * instead of the part's lifespan until they reset it (null). Decision 077.
     */
    intervalMonths: integer('interval_months'),
    pausedUntil: date('paused_until', { mode: 'string' }),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_run_idx').on(t.status, t.nextChargeOn),
    index('subscriptions_product_idx').on(t.productId),
    check(
      'subscriptions_interval_months_range',
      sql`${t.intervalMonths} is null or ${t.intervalMonths} between 1 and 36`,
    ),
    // The owner's list, newest first, a page at a time, with or without a status (issue 28).
    index('subscriptions_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('subscriptions_status_created_id_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    /** One live plan per tracked part; a cancelled plan leaves room for a new one. */
    uniqueIndex('subscriptions_live_part_unique')
      .on(t.trackedPartId)
      .where(sql`${t.status} <> 'cancelled'`),
    check(
      'subscriptions_status_valid',
      sql`${t.status} in ('active', 'paused', 'payment_failed', 'cancelled')`,
    ),
    check('subscriptions_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/**
 * One row per plan and due date: the unit of exactly-once. The unique (plan, due date) key
 * stops a second cycle for a due date; the lease (leased_until) lets one run at a time work on
 * it; charge_key is written before the card is charged, so a run that dies mid-charge repeats
 * the same idempotency key and the processor answers the same payment.
 */
export const subscriptionCycles = pgTable(
  'subscription_cycles',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    chargeOn: date('charge_on', { mode: 'string' }).notNull(),
    state: text('state', { enum: SUBSCRIPTION_CYCLE_STATES }).notNull().default('pending'),
    /** declined | insufficient_funds | requires_action | out_of_stock while waiting. */
    reason: text('reason'),
    /** Charges tried; the n-th uses the key plan:<id>:cycle:<due>[:try:<n>]. */
    attempts: integer('attempts').notNull().default(0),
    /** The key of a charge started and not yet recorded; reused by whoever resumes the cycle. */
    chargeKey: text('charge_key'),
    paymentIntentId: text('payment_intent_id'),
    amountCents: integer('amount_cents'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** First failure (dunning) or first day out of stock: retries count from it. */
    heldSince: timestamp('held_since', { withTimezone: true }),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The charge day the notice went out for (a moved date gets a new notice). */
    noticeFor: date('notice_for', { mode: 'string' }),
    /** Paid after at least one failed try. */
    recovered: boolean('recovered').notNull().default(false),
    /**
     * The lead cycle this cycle ships with (one box per household, decision 067): a rider is
     * charged and ordered by its lead, never on its own. Null: its own box (or a lead).
     */
    boxCycleId: uuid('box_cycle_id').references((): AnyPgColumn => subscriptionCycles.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('subscription_cycles_plan_due_unique').on(t.subscriptionId, t.dueOn),
    index('subscription_cycles_retry_idx')
      .on(t.nextRetryAt)
      .where(sql`${t.state} in ('retrying', 'requires_action')`),
    index('subscription_cycles_state_idx').on(t.state),
    index('subscription_cycles_box_idx').on(t.boxCycleId),
    // An order's plans, and a plan's orders: by the order, or by the lead's payment before it.
    index('subscription_cycles_order_idx').on(t.orderId),
    index('subscription_cycles_payment_intent_idx').on(t.paymentIntentId),
    check(
      'subscription_cycles_state_valid',
      sql`${t.state} in ('pending', 'retrying', 'requires_action', 'charged', 'ordered', 'skipped', 'failed')`,
    ),
  ],
);

/** A plan's timeline: every action and every step of the run, with who did it. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    detail: text('detail').notNull(),
    actorKind: text('actor_kind', { enum: ['customer', 'admin', 'system'] }).notNull(),
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_events_plan_idx').on(t.subscriptionId, t.at),
    index('subscription_events_kind_at_idx').on(t.kind, t.at),
  ],
);

/** The owner's settings for plans: one row (id 1); lead days null = AUTO_REPLACE_LEAD_DAYS. */
export const subscriptionSettings = pgTable(
  'subscription_settings',
  {
    id: integer('id').primaryKey().default(1),
    discountPercent: doublePrecision('discount_percent').notNull().default(10),
    leadDays: integer('lead_days'),
    /** One box per household (decision 067): parts due within this many days ship together. */
    boxWindowDays: integer('box_window_days').notNull().default(21),
    /** A box ships free when its goods after the subscriber discount reach this; else boxShipping. */
    freeShippingFromCents: integer('free_shipping_from_cents').notNull().default(3500),
    boxShippingCents: integer('box_shipping_cents').notNull().default(495),
    updatedAt: updatedAt(),
  },
  (t) => [check('subscription_settings_one_row', sql`${t.id} = 1`)],
);

export const PLAN_LINK_ACTION_VALUES = ['skip', 'delay2w', 'delay1m', 'pause', 'pay'] as const;

/**
 * The one-tap links of plan notices and payment messages ({PUBLIC_URL}/a/{code} and
 * /auto-replace/pay/{code}): a hash of the random code only. An action link acts once
 * (used_at); the pay link stays usable until its cycle is settled or it expires.
 */
export const planLinks = pgTable(
  'plan_links',
  {
    codeHash: text('code_hash').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    action: text('action', { enum: PLAN_LINK_ACTION_VALUES }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('plan_links_expires_at_idx').on(t.expiresAt)],
);

/** Card-expiry notices sent for a card on an active plan: one at 30 days, one at 7. */
export const planCardNotices = pgTable(
  'plan_card_notices',
  {
    paymentMethodId: uuid('payment_method_id').notNull(),
    days: integer('days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentMethodId, t.days] })],
);
