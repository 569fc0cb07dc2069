import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * An account's passkeys (WebAuthn credentials): the public key the authenticator made, and the
 * signature counter it last reported, which must grow (a copied authenticator shows up as a
 * counter that did not).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as the browser names the credential. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A WebAuthn challenge handed to a browser, stored as a SHA-256 hash so every instance sees it;
 * deleted when it is answered, right or wrong, so it works once, and dead after five minutes.
 * `purpose` keeps a registration challenge from completing a sign-in; `user_id` is the account
 * it was made for (null for a usernameless sign-in).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: id(),
    challengeHash: text('challenge_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['register', 'sign-in', 'second-factor'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
