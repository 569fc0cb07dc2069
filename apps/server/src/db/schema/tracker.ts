import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { orderItems } from './orders.ts';
import { products } from './products.ts';
import { users } from './users.ts';

export const WATER_TYPES = ['Municipal', 'Well', 'Other'] as const;

/** The household & water profile (settings page and the tracker's houseData). */
export const houseProfiles = pgTable(
  'house_profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    people: integer('people').notNull().default(1),
    pets: integer('pets').notNull().default(0),
    waterType: text('water_type', { enum: WATER_TYPES }).notNull().default('Municipal'),
    showerTimeMinutes: integer('shower_time').notNull().default(0),
    tdsPpm: doublePrecision('tds'),
    hardnessPpm: doublePrecision('hardness'),
    zip: text('zip'),
    hasPool: boolean('has_pool').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('house_profiles_user_unique').on(t.userId),
    check('house_profiles_counts_valid', sql`${t.people} >= 0 and ${t.pets} >= 0`),
  ],
);

export const CONTACT_METHODS = ['sms', 'email'] as const;

/** A system or filter the customer has installed and wants replacement reminders for. */
export const trackedProducts = pgTable(
  'tracked_products',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when tracking started from an order line ("Install & Track"); at most once per line. */
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    customName: text('custom_name').notNull(),
    installationDate: timestamp('installation_date', { withTimezone: true }).notNull(),
    systemProductNameSnapshot: text('system_product_name_snapshot').notNull(),
    systemProductImageUrlSnapshot: text('system_product_image_url_snapshot').notNull().default(''),
    originalProductId: uuid('original_product_id').references(() => products.id, {
      onDelete: 'set null',
    }),
    contactMethod: text('contact_method', { enum: CONTACT_METHODS }).notNull().default('email'),
    contactSms: text('contact_sms'),
    contactEmail: text('contact_email'),
    /** The tracker form as submitted (water source, TDS, hardness, people...), for estimates. */
    formData: jsonb('form_data').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tracked_products_user_idx').on(t.userId),
    uniqueIndex('tracked_products_order_item_unique').on(t.orderItemId),
    check('tracked_products_contact_method_valid', sql`${t.contactMethod} in ('sms', 'email')`),
  ],
);

/**
 * A tracked part's due day, the rule of partDueDay() in the trackers module: lifespan months after
 * installation in UTC (PostgreSQL clamps Jan 31 + 1 month to Feb 28/29, like addMonths), moved
 * later by a snooze. tracked_parts_due_idx is built on exactly this expression, so the reminder
 * sweep's range on it is an index scan; it changes with whatever writes the three columns.
 */
export const partDueDay = (t: {
  installedAt: AnyPgColumn;
  initialLifespanMonths: AnyPgColumn;
  snoozedUntil: AnyPgColumn;
}) =>
  sql`greatest(((${t.installedAt} at time zone 'UTC') + make_interval(months => ${t.initialLifespanMonths}))::date, (${t.snoozedUntil} at time zone 'UTC')::date)`;

export const trackedParts = pgTable(
  'tracked_parts',
  {
    id: id(),
    trackedProductId: uuid('tracked_product_id')
      .notNull()
      .references(() => trackedProducts.id, { onDelete: 'cascade' }),
    partProductId: uuid('part_product_id').references(() => products.id, { onDelete: 'set null' }),
    partProductNameSnapshot: text('part_product_name_snapshot').notNull(),
    initialLifespanMonths: integer('initial_lifespan_months').notNull(),
    /** Installation date, moved forward by "Reset". */
    installedAt: timestamp('installed_at', { withTimezone: true }).notNull(),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tracked_parts_tracked_product_idx').on(t.trackedProductId),
    // The reminder sweep reads parts by due day (reminder-candidates.ts, the same expression).
    index('tracked_parts_due_idx').on(partDueDay(t), t.id),
    check('tracked_parts_lifespan_positive', sql`${t.initialLifespanMonths} >= 1`),
  ],
);

export const REMINDER_KINDS = ['lead', 'due'] as const;

/** One row per reminder sent; the unique key makes the scheduler safe to run twice. */
export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    trackedPartId: uuid('tracked_part_id')
      .notNull()
      .references(() => trackedParts.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** While unsent: the claiming sweep's lease, renewed while it lives (decision 043). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reminders_part_due_kind_unique').on(t.trackedPartId, t.dueDate, t.kind),
    check('reminders_kind_valid', sql`${t.kind} in ('lead', 'due')`),
  ],
);
