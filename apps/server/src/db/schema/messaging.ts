import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Every e-mail and SMS the shop sends; with no provider configured it is where they land. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    /** `text` with its one-time code hidden, for staff once a provider delivers; null: none. */
    maskedText: text('masked_text'),
    html: text('html'),
    /** The List-Unsubscribe address of a reminder e-mail (one-click, RFC 8058); null: none. */
    listUnsubscribe: text('list_unsubscribe'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a failed delivery may be tried again (exponential backoff); null = not scheduled. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('outbox_channel_created_id_idx').on(t.channel, t.createdAt, t.id),
    index('outbox_created_id_idx').on(t.createdAt, t.id),
    // A customer's messages (customer detail): their addresses exactly, newest first.
    index('outbox_to_created_idx').on(t.to, t.createdAt),
    // Messages search (ILIKE '%…%') over the address, the subject and the text staff see.
    index('outbox_to_trgm_idx').using('gin', t.to.op('gin_trgm_ops')),
    index('outbox_subject_trgm_idx').using('gin', t.subject.op('gin_trgm_ops')),
    index('outbox_shown_text_trgm_idx').using(
      'gin',
      sql`coalesce(${t.maskedText}, ${t.text}) gin_trgm_ops`,
    ),
    check('outbox_channel_valid', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_status_valid', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  createdAt: createdAt(),
});
