import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Provider webhook events already handled, keyed by the provider's event id: providers deliver
 * at least once, so a redelivered event is recognised and skipped.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
