import { STAFF_IDLE_HOURS, type StaffRole } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import type { SessionClaims } from '../../lib/session-tokens.ts';
import { sessionsRepository as repo } from './sessions.repository.ts';

export interface CheckedSession {
  sessionId: string;
  authenticatedAt: Date;
  user: { id: string; role: 'user' | 'admin'; staffRole: StaffRole | null };
}

export const STAFF_IDLE_MS = STAFF_IDLE_HOURS * 3_600_000;

/**
 * The session a token names, if it still works: its row exists (not ended), the account's token
 * version matches (no sign-out everywhere, role change or suspension since), and a staff
 * session has acted within 12 hours. One primary-key read; a write at most once a minute.
 */
export async function checkSession(
  db: Database,
  claims: SessionClaims,
  now = new Date(),
): Promise<CheckedSession | null> {
  const row = await repo.findWithUser(db, claims.sessionId);
  if (!row || row.user.id !== claims.userId) return null;
  const { user } = row;
  if (user.tokenVersion !== claims.tokenVersion || row.tokenVersion !== user.tokenVersion)
    return null;
  if (user.suspendedAt || row.expiresAt <= now) return null;
  if (user.role === 'admin' && now.getTime() - row.lastSeenAt.getTime() > STAFF_IDLE_MS) {
    await repo.endIfIdle(db, row.id, new Date(now.getTime() - STAFF_IDLE_MS));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) await repo.touch(db, row.id, now);
  return {
    sessionId: row.id,
    authenticatedAt: row.authenticatedAt,
    user: {
      id: user.id,
      role: user.role,
      staffRole: user.role === 'admin' ? user.staffRole : null,
    },
  };
}
