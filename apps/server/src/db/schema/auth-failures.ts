import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/**
 * One row per failed sign-in or code attempt, keyed by a hash of the account key (credential or
 * user + purpose). Kept in the database, not in memory, so the per-account limit holds across
 * every server instance and survives restarts.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: id(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_failures_key_created_idx').on(t.keyHash, t.createdAt),
    index('auth_failures_created_idx').on(t.createdAt),
  ],
);
