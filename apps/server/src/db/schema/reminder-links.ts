import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { trackedParts } from './tracker.ts';

/**
 * The short links in reminders ({PUBLIC_URL}/r/{code}): one action on one part's reminder.
 * Only a hash of the random code is stored, so a copy of the database opens no link.
 */
export const reminderLinks = pgTable(
  'reminder_links',
  {
    codeHash: text('code_hash').primaryKey(),
    trackedPartId: uuid('tracked_part_id')
      .notNull()
      .references(() => trackedParts.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['replaced', 'snooze', 'reorder'] }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reminder_links_expires_at_idx').on(t.expiresAt)],
);
