import {
  can,
  NO_ACCESS_MESSAGE,
  type Permission,
  STEP_UP_MINUTES,
  STEP_UP_REQUIRED_MESSAGE,
  type StaffRole,
} from '@shop/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { passkeys, totpSecrets } from '../db/schema/index.ts';
import {
  ForbiddenError,
  SecondFactorRequiredError,
  StepUpRequiredError,
  UnauthorizedError,
} from '../errors/index.ts';
import { createSessionTokens, type SessionTokens } from '../lib/session-tokens.ts';
import { checkSession } from '../modules/sessions/session-check.ts';

export interface AuthUser {
  id: string;
  role: 'user' | 'admin';
  /** The back-office role of a staff account (role 'admin'); null for customers. */
  staffRole: StaffRole | null;
  /** The session (sessions row) the request's token belongs to. */
  sessionId: string;
  /** When a password or second factor was last typed on this session (step-up). */
  authenticatedAt: Date;
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
    /**
     * onRequest, after the permission hook: 403 STEP_UP_REQUIRED unless a password or second
     * factor was typed on this session within the last 10 minutes (decision 078).
     */
    requireRecentSignIn(request: FastifyRequest): Promise<void>;
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

/** Who the token belongs to, checked against its session row so ended sessions stop working. */
async function resolveUser(app: FastifyInstance, token: string): Promise<AuthUser | null> {
  const claims = await app.sessionTokens.verify(token);
  if (!claims) return null;
  const session = await checkSession(app.db, claims);
  if (!session) return null;
  return {
    ...session.user,
    sessionId: session.sessionId,
    authenticatedAt: session.authenticatedAt,
  };
}

/** 403 STEP_UP_REQUIRED unless the session's last password or code is under 10 minutes old. */
export function assertRecentSignIn(user: AuthUser | null, now = new Date()): void {
  if (!user) throw new UnauthorizedError(SESSION_EXPIRED);
  if (now.getTime() - user.authenticatedAt.getTime() > STEP_UP_MINUTES * 60_000)
    throw new StepUpRequiredError(STEP_UP_REQUIRED_MESSAGE);
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
  // A passkey counts as the second factor too (decision 079).
  const [passkey] = on
    ? [on]
    : await app.db
        .select({ userId: passkeys.userId })
        .from(passkeys)
        .where(eq(passkeys.userId, user.id))
        .limit(1);
  if (!passkey) throw new SecondFactorRequiredError();
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

  app.decorate('requireRecentSignIn', async (request: FastifyRequest) => {
    assertRecentSignIn(request.user);
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
