import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * One signed-in device: the token carries the row's id, and every authenticated request looks it
 * up by primary key (plugins/auth.ts), so deleting the row ends that session at once on every
 * instance. `last_seen_at` moves at most once a minute; `authenticated_at` is the last password
 * or second factor typed on it (step-up, decision 078).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account's token version when signed in; a bump (sign-out everywhere) ends it too. */
    tokenVersion: integer('token_version').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_last_seen_idx').on(t.userId, t.lastSeenAt)],
);
