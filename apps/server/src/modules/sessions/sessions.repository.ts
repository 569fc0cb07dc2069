import { and, desc, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;

export interface NewSession {
  userId: string;
  tokenVersion: number;
  ip: string | null;
  userAgent: string | null;
  expiresAt: Date;
}

/** Sessions' rows; every function takes the database or a transaction. */
export const sessionsRepository = {
  async create(db: Database, values: NewSession): Promise<SessionRow> {
    const [row] = await db.insert(sessions).values(values).returning();
    if (!row) throw new Error('the session was not stored');
    return row;
  },

  /** The session and its account in one primary-key lookup: the check of every request. */
  async findWithUser(db: Database, sessionId: string) {
    const [row] = await db
      .select({
        id: sessions.id,
        tokenVersion: sessions.tokenVersion,
        lastSeenAt: sessions.lastSeenAt,
        authenticatedAt: sessions.authenticatedAt,
        expiresAt: sessions.expiresAt,
        user: {
          id: users.id,
          role: users.role,
          staffRole: users.staffRole,
          suspendedAt: users.suspendedAt,
          tokenVersion: users.tokenVersion,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sessionId))
      .limit(1);
    return row ?? null;
  },

  /** Moves last-seen unless another request (any instance) did within the last minute. */
  async touch(db: Database, sessionId: string, now: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(
        and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, new Date(now.getTime() - 60_000))),
      );
  },

  async markAuthenticated(db: Database, sessionId: string, now: Date): Promise<void> {
    await db.update(sessions).set({ authenticatedAt: now }).where(eq(sessions.id, sessionId));
  },

  /** The account's sessions that still work, the most recently active first. */
  listActive(db: Database, userId: string, tokenVersion: number, seenSince: Date, now: Date) {
    return db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          eq(sessions.tokenVersion, tokenVersion),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, seenSince),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  },

  /** Ends one of the account's sessions; false when it has no such session. */
  async end(db: Database, userId: string, sessionId: string): Promise<boolean> {
    const rows = await db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  },

  /** Ends every session of the account but `keep` (none when null); answers how many ended. */
  async endAll(db: Database, userId: string, keep: string | null): Promise<number> {
    const rows = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined))
      .returning({ id: sessions.id });
    return rows.length;
  },

  /** Drops the account's rows that can no longer work, so its list and the table stay small. */
  async prune(db: Database, userId: string, tokenVersion: number, now: Date): Promise<void> {
    await db
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          or(ne(sessions.tokenVersion, tokenVersion), lt(sessions.expiresAt, now)),
        ),
      );
  },

  /** Ends it when idle too long (staff), as one statement so two instances agree. */
  async endIfIdle(db: Database, sessionId: string, seenBefore: Date): Promise<void> {
    await db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, seenBefore)));
  },
};
