import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { orders } from './orders.ts';
import { products } from './products.ts';
import { trackedProducts } from './tracker.ts';
import { users } from './users.ts';

export const WARRANTY_CLAIM_STATUSES = ['open', 'approved', 'declined'] as const;
export const WARRANTY_RESOLUTIONS = ['replacement', 'repair'] as const;

/**
 * A customer's warranty claim on a tracked system (decision 075). The claim keeps the system's
 * name and warranty end as they were when filed, so it reads the same after the customer stops
 * tracking the system or the owner changes the product's warranty.
 */
export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: id(),
    /** The short number people see (#W1001). */
    claimNumber: integer('claim_number')
      .notNull()
      .generatedByDefaultAsIdentity({ startWith: 1001 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    trackedProductId: uuid('tracked_product_id').references(() => trackedProducts.id, {
      onDelete: 'set null',
    }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productNameSnapshot: text('product_name_snapshot').notNull(),
    warrantyEndsOn: date('warranty_ends_on', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    serialNumber: text('serial_number'),
    photoUrl: text('photo_url'),
    /** The customer's photo (decision 081). */
    photoId: uuid('photo_id').references(() => customerPhotos.id, { onDelete: 'set null' }),
    status: text('status', { enum: WARRANTY_CLAIM_STATUSES }).notNull().default('open'),
    resolution: text('resolution', { enum: WARRANTY_RESOLUTIONS }),
    repairNote: text('repair_note'),
    declineReason: text('decline_reason'),
    /** The $0 replacement order; its payment_intent_id is 'warranty-claim:<claim id>'. */
    replacementOrderId: uuid('replacement_order_id').references(() => orders.id, {
      onDelete: 'restrict',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('warranty_claims_number_unique').on(t.claimNumber),
    index('warranty_claims_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('warranty_claims_status_created_idx').on(t.status, t.createdAt, t.id),
    index('warranty_claims_created_idx').on(t.createdAt, t.id),
    index('warranty_claims_tracked_product_idx').on(t.trackedProductId),
    // One open claim per system at a time: two quick submits cannot both get in.
    uniqueIndex('warranty_claims_one_open_unique')
      .on(t.trackedProductId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('warranty_claims_replacement_order_unique').on(t.replacementOrderId),
    check('warranty_claims_status_valid', sql`${t.status} in ('open', 'approved', 'declined')`),
    check(
      'warranty_claims_resolution_valid',
      sql`(${t.status} = 'approved') = (${t.resolution} is not null) and (${t.resolution} is null or ${t.resolution} in ('replacement', 'repair'))`,
    ),
  ],
);
