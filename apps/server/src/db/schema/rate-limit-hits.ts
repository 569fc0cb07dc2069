import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-client request counts of the rate-limited routes (sign-in, codes, contact...) when several
 * instances share one PostgreSQL database: one row per route and client address and window, so
 * "30 sign-ins a minute" holds for the whole shop, not per instance. Rows past `resets_at` are
 * restarted on the next hit or swept away.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_at_idx').on(t.resetsAt)],
);
