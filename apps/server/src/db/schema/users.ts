import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const USER_ROLES = ['user', 'admin'] as const;
/** The back office's roles (packages/contract permissions.ts); a customer has none. */
export const STAFF_ROLE_VALUES = ['owner', 'manager', 'fulfilment', 'support'] as const;

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored lowercased so the unique index makes e-mail matching case-insensitive. */
    email: text('email'),
    phoneNumber: text('phone_number'),
    /**
     * The phone's digits alone, kept by the database on every write of the phone: the back
     * office finds a phone typed in any format through its trigram index.
     */
    phoneDigits: text('phone_digits').generatedAlwaysAs(
      sql`regexp_replace(coalesce(phone_number, ''), '\\D', '', 'g')`,
    ),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    imageUrl: text('image_url'),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    /** Set for every staff account (role 'admin'), null for customers (a check holds it). */
    staffRole: text('staff_role', { enum: STAFF_ROLE_VALUES }),
    /** A suspended staff member's tokens answer 401 until the owner lifts it. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    /** Bumped to revoke every token issued before (password change, sign-out everywhere). */
    tokenVersion: integer('token_version').notNull().default(0),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    calendarToken: text('calendar_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_number_unique').on(t.phoneNumber),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    uniqueIndex('users_calendar_token_unique').on(t.calendarToken),
    // The back office's fragment searches (ILIKE '%…%'), and its customer list newest first.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_phone_digits_trgm_idx').using('gin', t.phoneDigits.op('gin_trgm_ops')),
    index('users_customers_created_idx').on(t.createdAt, t.id).where(sql`${t.role} = 'user'`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_has_credential', sql`${t.email} is not null or ${t.phoneNumber} is not null`),
    check('users_role_valid', sql`${t.role} in ('user', 'admin')`),
    check(
      'users_staff_role_valid',
      sql`(${t.role} = 'admin') = (${t.staffRole} is not null) and (${t.staffRole} is null or ${t.staffRole} in ('owner', 'manager', 'fulfilment', 'support'))`,
    ),
  ],
);

export const VERIFICATION_PURPOSES = ['verify-email', 'verify-phone', 'reset-password'] as const;

/** One-time codes, stored hashed; expiring and attempt-limited. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: VERIFICATION_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose)],
);
