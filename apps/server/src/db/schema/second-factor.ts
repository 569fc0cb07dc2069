import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * An account's authenticator-app secret (RFC 6238), encrypted with a key derived from the server
 * secret. Two-step sign-in is on once `confirmed_at` is set (the first code was typed back);
 * `last_used_step` refuses a code replayed within its 30-second step.
 */
export const totpSecrets = pgTable('totp_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** Ten one-time recovery codes per account, stored as HMACs; each works once (`used_at`). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A password accepted, the second factor still owed: the challenge token is stored hashed, lives
 * five minutes and is deleted when the sign-in completes, so it works once.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_challenges_expires_idx').on(t.expiresAt)],
);
