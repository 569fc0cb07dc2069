import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * A reminder address that is not the account's own: it gets one confirmation message, and
 * reminders only once its owner confirmed (a hash of the confirmation code is kept).
 */
export const reminderContacts = pgTable(
  'reminder_contacts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    address: text('address').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('reminder_contacts_user_address_unique').on(t.userId, t.channel, t.address)],
);

/**
 * E-mail addresses that stopped filter reminders (a message's List-Unsubscribe, or the link at its
 * foot): the sweep sends them none, whatever tracker names them. Kept in lower case.
 */
export const reminderOptOuts = pgTable(
  'reminder_opt_outs',
  {
    email: text('email').primaryKey(),
    createdAt: createdAt(),
  },
  // The back office's list, newest first, pages through it (read backwards) by its cursor.
  (t) => [index('reminder_opt_outs_created_idx').on(t.createdAt, t.email)],
);

/**
 * Phone numbers that texted STOP to the shop's Twilio number (its messaging webhook): Twilio
 * sends them nothing until they text START, so the shop generates no text for them either. Kept
 * as the number's last ten digits, where E.164 and the forms people type agree (sms-opt-outs.ts).
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phoneDigits: text('phone_digits').primaryKey(),
  createdAt: createdAt(),
});
