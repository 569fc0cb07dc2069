import { can, NO_ACCESS_MESSAGE, STAFF_ROLES, type StaffRole } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';
import type { RoutePermission } from './auth.ts';

/**
 * Generated from the one permission table (packages/contract permissions.ts) and the app's own
 * route list: for every back-office route and every role, 403 exactly when the table denies it.
 * A permitted call may still answer 400 or 404 (no body, an id that does not exist).
 */
const t = setUpTestApp();
const staff = {} as Record<StaffRole, TestUser>;
let customer: TestUser;
let routes: RoutePermission[];

beforeAll(async () => {
  for (const role of STAFF_ROLES) {
    staff[role] = await createTestUser(t.app, t.db, { staffRole: role, name: `A ${role}` });
  }
  customer = await createTestUser(t.app, t.db);
  // HEAD twins of the GET routes answer the same, without a body to read.
  routes = t.app
    .routePermissions()
    .filter((route) => route.permission !== undefined && route.method !== 'HEAD');
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const call = (route: RoutePermission, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z]+/g, SOME_ID),
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('every back-office route', () => {
  it('is found, and every /admin route names the permission it needs', () => {
    expect(routes.length).toBeGreaterThan(30);
    const unnamed = t.app
      .routePermissions()
      .filter((route) => route.url.startsWith('/api/v1/admin') && route.method !== 'HEAD')
      .filter((route) => route.permission === undefined);
    expect(unnamed).toEqual([]);
  });

  it('answers 401 without a session and 403 to a customer', async () => {
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      expect((await call(route)).statusCode, label).toBe(401);
      const answer = await call(route, customer.headers);
      expect(answer.statusCode, label).toBe(403);
    }
  });

  for (const role of STAFF_ROLES) {
    it(`answers the ${role} as the permission table says`, async () => {
      const seen: string[] = [];
      for (const route of routes) {
        const permission = route.permission ?? 'staff:manage';
        const answer = await call(route, staff[role].headers);
        const label = `${role} ${route.method} ${route.url} (${permission})`;
        if (can(role, permission)) {
          expect(answer.statusCode, label).not.toBe(403);
          expect(answer.statusCode, label).not.toBe(401);
          expect(answer.statusCode, label).toBeLessThan(500);
        } else {
          expect(answer.statusCode, label).toBe(403);
          expect(answer.json(), label).toEqual({
            success: false,
            message: NO_ACCESS_MESSAGE,
            code: 'FORBIDDEN',
          });
        }
        seen.push(label);
      }
      expect(seen.length).toBe(routes.length);
    });
  }
});
