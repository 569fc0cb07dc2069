import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema/index.ts';
import { ForbiddenError, UnauthorizedError } from '../errors/index.ts';
import { createSessionTokens, type SessionTokens } from '../lib/session-tokens.ts';

export interface AuthUser {
  id: string;
  role: 'user' | 'admin';
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens;
    /** preHandler: 401 unless the request carries a valid, unrevoked bearer token. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler: 401 without a valid token, 403 unless the user is an admin. */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const SESSION_EXPIRED = 'Session expired or invalid. Please log in again.';
export const ADMIN_ONLY = 'Access denied. Admin privileges required.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** Who the token belongs to, checked against the database so revoked tokens stop working. */
async function resolveUser(app: FastifyInstance, token: string): Promise<AuthUser | null> {
  const claims = await app.sessionTokens.verify(token);
  if (!claims) return null;
  const [row] = await app.db
    .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!row || row.tokenVersion !== claims.tokenVersion) return null;
  return { id: row.id, role: row.role };
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('sessionTokens', createSessionTokens(app.config.jwtSecret));
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError('Please log in to continue.');
    const user = await resolveUser(app, token);
    if (!user) throw new UnauthorizedError(SESSION_EXPIRED);
    request.user = user;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.user?.role !== 'admin') throw new ForbiddenError(ADMIN_ONLY);
  });
});
