import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { SESSION_TTL_MS, type SessionTokens } from '../../lib/session-tokens.ts';
import { sessionsRepository as repo } from './sessions.repository.ts';

/** Where a sign-in came from, shown in the account's list of signed-in devices. */
export interface SessionClient {
  ip: string | null;
  userAgent: string | null;
}

/** The client of a request, for issueSession; user agents are cut to a readable length. */
export function sessionClientOf(request: FastifyRequest): SessionClient {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: userAgent ? userAgent.slice(0, 512) : null };
}

/**
 * Stores a new session for the account and answers its token. A sign-in is a fresh
 * authentication, so the session starts with step-up satisfied (decision 078).
 */
export async function issueSession(
  db: Database,
  tokens: SessionTokens,
  user: { id: string; tokenVersion: number },
  client: SessionClient = { ip: null, userAgent: null },
  now = new Date(),
): Promise<string> {
  await repo.prune(db, user.id, user.tokenVersion, now);
  const row = await repo.create(db, {
    userId: user.id,
    tokenVersion: user.tokenVersion,
    ip: client.ip,
    userAgent: client.userAgent,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion, sessionId: row.id });
}
