import {
  type EndedSessions,
  SESSION_NOT_FOUND_MESSAGE,
  type SessionList,
  type StepUpBody,
  WRONG_STEP_UP_MESSAGE,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../errors/index.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { STAFF_IDLE_MS } from './session-check.ts';
import { toSession } from './session-view.ts';
import { sessionsRepository as repo } from './sessions.repository.ts';

const NOT_STAFF = 'No such staff member.';

export interface SessionsDeps {
  db: Database;
  /** True when the code is the account's authenticator or unused recovery code (limited). */
  verifyCode: (userId: string, code: string) => Promise<boolean>;
  /** Per-account attempt limit for step-up passwords (the sign-in limiter). */
  limiter: { begin(key: string): Promise<void>; succeed(key: string): Promise<void> };
}

/** An account's signed-in devices: list, end one, end the others; step-up (decision 078). */
export function sessionsService({ db, verifyCode, limiter }: SessionsDeps) {
  async function account(userId: string) {
    const [row] = await db
      .select({
        role: users.role,
        tokenVersion: users.tokenVersion,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new UnauthorizedError();
    return row;
  }

  return {
    async list(user: AuthUser, now = new Date()): Promise<SessionList> {
      const { tokenVersion, role } = await account(user.id);
      const seenSince = role === 'admin' ? new Date(now.getTime() - STAFF_IDLE_MS) : new Date(0);
      const rows = await repo.listActive(db, user.id, tokenVersion, seenSince, now);
      return { sessions: rows.map((row) => toSession(row, user.sessionId)) };
    },

    async end(user: AuthUser, sessionId: string): Promise<EndedSessions> {
      if (!(await repo.end(db, user.id, sessionId)))
        throw new NotFoundError(SESSION_NOT_FOUND_MESSAGE);
      return { ended: 1 };
    },

    endOthers: async (user: AuthUser): Promise<EndedSessions> => ({
      ended: await repo.endAll(db, user.id, user.sessionId),
    }),

    /** The owner ends every session of a staff member (404 for a customer or no account). */
    async endMembers(memberId: string): Promise<EndedSessions> {
      const [member] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, memberId), eq(users.role, 'admin')));
      if (!member) throw new NotFoundError(NOT_STAFF);
      return { ended: await repo.endAll(db, memberId, null) };
    },

    /** Records a fresh password or code on this session; 400 when it is wrong. */
    async stepUp(user: AuthUser, body: StepUpBody, now = new Date()): Promise<Date> {
      const right =
        'password' in body
          ? await passwordIsRight(user.id, body.password)
          : await verifyCode(user.id, body.code);
      // 400, not 401: the session itself is fine, and a 401 signs the web app out.
      if (!right) throw new ValidationError(WRONG_STEP_UP_MESSAGE);
      await repo.markAuthenticated(db, user.sessionId, now);
      return now;
    },
  };

  async function passwordIsRight(userId: string, password: string): Promise<boolean> {
    const key = `step-up:${userId}`;
    await limiter.begin(key);
    const { passwordHash } = await account(userId);
    if (!passwordHash || !(await verifyPassword(passwordHash, password))) return false;
    await limiter.succeed(key);
    return true;
  }
}
