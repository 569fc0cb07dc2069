import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { issueSession } from '../modules/sessions/issue-session.ts';
import type { TestApp } from './test-app.ts';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: 'user' | 'admin';
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

export interface TestUserOptions {
  role?: 'user' | 'admin';
  /** A staff account's back-office role; an admin without one is an owner. */
  staffRole?: StaffRole;
  email?: string;
  name?: string;
  password?: string;
  /** The account verified its e-mail, as a customer who opened the sign-up code did. */
  verified?: boolean;
}

/** Inserts a user straight into the database and signs them in (a fresh session row). */
export async function createTestUser(
  app: FastifyInstance,
  db: Database,
  options: TestUserOptions = {},
): Promise<TestUser> {
  const email = options.email ?? `customer-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? 'correct horse battery staple';
  const role = options.role ?? (options.staffRole ? 'admin' : 'user');
  const staffRole = role === 'admin' ? (options.staffRole ?? 'owner') : null;
  const [row] = await db
    .insert(users)
    .values({
      name: options.name ?? 'Test Customer',
      email,
      passwordHash: await hashPassword(password),
      role,
      staffRole,
      isEmailVerified: options.verified ?? false,
    })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  if (!row) throw new Error('test user was not inserted');
  const token = await issueSession(db, app.sessionTokens, row);
  return { id: row.id, email, password, role, headers: { authorization: `Bearer ${token}` } };
}

/**
 * createTestUser on `t` (from setUpTestApp) before the calling `describe` block's tests, after the
 * hooks registered before it; like `t`, read it inside tests and hooks.
 */
export function setUpTestUser(t: TestApp, options: TestUserOptions = {}): TestUser {
  const user = {} as TestUser;
  beforeAll(async () => {
    Object.assign(user, await createTestUser(t.app, t.db, options));
  });
  return user;
}
