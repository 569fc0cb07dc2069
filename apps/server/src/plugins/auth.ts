import { can, NO_ACCESS_MESSAGE, type Permission, type StaffRole } from '@shop/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { totpSecrets, users } from '../db/schema/index.ts';
import { ForbiddenError, SecondFactorRequiredError, UnauthorizedError } from '../errors/index.ts';
import { createSessionTokens, type SessionTokens } from '../lib/session-tokens.ts';

export interface AuthUser {
  id: string;
  role: 'user' | 'admin';
  /** The back-office role of a staff account (role 'admin'); null for customers. */
  staffRole: StaffRole | null;
}

export interface RoutePermission {
  method: string;
  url: string;
  permission: Permission | undefined;
}

/** The onRequest hook of one permission, marked with the action it checks (docs, tests). */
export type PermissionHook = ((request: FastifyRequest) => Promise<void>) & {
  permission: Permission;
};

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens;
    /**
     * onRequest: 401 unless the request carries a valid, unrevoked bearer token. Declared as the
     * route's `onRequest`, so the token is checked before the body is read or validated.
     */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest: 401 without a valid token, 403 unless the user is staff (any role). */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /**
     * The onRequest hook of a back-office route: 401 without a valid token, 403 unless the
     * user's staff role may take `action` (the table in packages/contract permissions.ts).
     */
    requirePermission(action: Permission): PermissionHook;
    /** Every route of the app with the permission it names, if any (docs, the role tests). */
    routePermissions(): RoutePermission[];
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const SESSION_EXPIRED = 'Session expired or invalid. Please log in again.';
export const ADMIN_ONLY = 'Access denied. Admin privileges required.';

/** 'Bearer <token>'; the scheme is case-insensitive in HTTP (RFC 7235), so 'bearer' is one too. */
const BEARER = /^bearer +(\S+) *$/i;

function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** Who the token belongs to, checked against the database so revoked tokens stop working. */
async function resolveUser(app: FastifyInstance, token: string): Promise<AuthUser | null> {
  const claims = await app.sessionTokens.verify(token);
  if (!claims) return null;
  const [row] = await app.db
    .select({
      id: users.id,
      role: users.role,
      staffRole: users.staffRole,
      suspendedAt: users.suspendedAt,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!row || row.tokenVersion !== claims.tokenVersion || row.suspendedAt) return null;
  return { id: row.id, role: row.role, staffRole: row.role === 'admin' ? row.staffRole : null };
}

/**
 * The one place a back-office action is allowed or refused: a customer gets the spec's admin-only
 * answer, a staff member whose role lacks the action the shop's "no access" one.
 */
export function assertPermission(user: AuthUser | null, action: Permission): void {
  if (user?.role !== 'admin') throw new ForbiddenError(ADMIN_ONLY);
  if (!can(user.staffRole, action)) throw new ForbiddenError(NO_ACCESS_MESSAGE);
}

/**
 * In production a staff member opens the back office only with two-step sign-in on (issue 41,
 * decision 069); elsewhere (development, tests, the demo) a password is enough.
 */
async function assertStaffSecondFactor(app: FastifyInstance, user: AuthUser | null) {
  if (!app.config.isProduction || user?.role !== 'admin') return;
  const [on] = await app.db
    .select({ userId: totpSecrets.userId })
    .from(totpSecrets)
    .where(and(eq(totpSecrets.userId, user.id), isNotNull(totpSecrets.confirmedAt)))
    .limit(1);
  if (!on) throw new SecondFactorRequiredError();
}

/** The action a route's onRequest hooks require, if any (the docs and the role tests read it). */
export function permissionOf(hooks: unknown): Permission | undefined {
  return [hooks ?? []]
    .flat()
    .map((hook) => (hook as Partial<PermissionHook>)?.permission)
    .find((permission) => permission !== undefined);
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
    await assertStaffSecondFactor(app, request.user);
  });

  // One hook per action, so a route's hooks compare equal and guardEveryRoute adds it once.
  const permissionHooks = new Map<Permission, PermissionHook>();
  app.decorate('requirePermission', (action: Permission) => {
    const existing = permissionHooks.get(action);
    if (existing) return existing;
    const hook = Object.assign(
      async (request: FastifyRequest) => {
        await app.authenticate(request);
        assertPermission(request.user, action);
        await assertStaffSecondFactor(app, request.user);
      },
      { permission: action },
    );
    permissionHooks.set(action, hook);
    return hook;
  });

  // Read when asked, not when added: guardEveryRoute's onRoute hook adds its guard after this one.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('routePermissions', () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        permission: permissionOf(route.onRequest),
      })),
    ),
  );

  // A signed-in user's answers (address, orders, cards, the customers' CSV) must not stay in a
  // shared computer's disk cache or a proxy; a route that means to be cached sets its own policy.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.user && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
});

/**
 * `guard` (app.authenticate or app.requirePermission(action)) as the first onRequest hook of every route the
 * plugin declares after this call. A plugin-level `addHook('onRequest', guard)` would check the
 * same, but the docs could not see it on the routes and would call them public.
 */
export function guardEveryRoute(
  app: FastifyInstance,
  guard: FastifyInstance['authenticate'] | PermissionHook,
) {
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest ?? []].flat();
    if (!hooks.includes(guard as onRequestHookHandler)) {
      route.onRequest = [guard as onRequestHookHandler, ...hooks];
    }
  });
}
