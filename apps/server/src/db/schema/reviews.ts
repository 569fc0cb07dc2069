import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { customerPhotos } from './customer-photos.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';
import { users } from './users.ts';

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;

/**
 * A verified buyer's review of a product (decision 073): one per customer and product, waiting
 * as `pending` until the owner publishes it. `held_reason` says why it was held back (a link or
 * an e-mail address in it): such a review is never published without the owner's decision.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The customer's photo (decision 081). */
    photoId: uuid('photo_id').references(() => customerPhotos.id, { onDelete: 'set null' }),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    heldReason: text('held_reason'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('reviews_product_customer_unique').on(t.productId, t.customerId),
    // A product page's published reviews, newest first, and the queue by status.
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_created_id_idx').on(t.status, t.createdAt, t.id),
    // The queue of every status, newest first: the API allows it, and at 48,000 reviews it sorted them all.
    index('reviews_created_id_idx').on(t.createdAt, t.id),
    // Serving a customer's photo asks whether a published review shows it (customer-photos.ts).
    index('reviews_photo_idx').on(t.photoId).where(sql`${t.photoId} is not null`),
    check('reviews_rating_valid', sql`${t.rating} between 1 and 5`),
    check('reviews_status_valid', sql`${t.status} in ('pending', 'published', 'hidden')`),
  ],
);

/**
 * The review request e-mail of a delivered order: the row is the once-only key. The sweep
 * inserts it in the transaction that writes the message, so two instances send it once.
 */
export const reviewRequests = pgTable('review_requests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
