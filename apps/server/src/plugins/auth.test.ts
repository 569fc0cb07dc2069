import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createSessionTokens } from '../lib/session-tokens.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/test-users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    addRoutes(app) {
      app.get('/api/v1/test/me', { onRequest: app.authenticate }, async (request) => ({
        success: true,
        data: request.user,
      }));
      app.get('/api/v1/test/admin', { onRequest: app.requireAdmin }, async () => ({
        success: true,
        data: 'admin area',
      }));
      app.get(
        '/api/v1/test/refund',
        { onRequest: app.requirePermission('orders:refund-any') },
        async (request) => ({ success: true, data: request.user }),
      );
    },
  });
});
afterAll(() => t.close());

const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

function base64url(value: object) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('bearer authentication', () => {
  it('accepts a valid token and exposes the user', async () => {
    const customer = await createTestUser(t.app, t.db);
    const response = await get('/api/v1/test/me', customer.headers.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: customer.id,
      role: 'user',
      staffRole: null,
      sessionId: expect.any(String),
      authenticatedAt: expect.any(String),
    });
  });

  it('reads the scheme in any letter case, as HTTP says (RFC 7235)', async () => {
    const customer = await createTestUser(t.app, t.db);
    const token = customer.headers.authorization.slice('Bearer '.length);
    for (const scheme of ['bearer', 'BEARER']) {
      const response = await get('/api/v1/test/me', `${scheme} ${token}`);
      expect(response.statusCode, scheme).toBe(200);
    }
  });

  it('answers 401 with the envelope without a token', async () => {
    const response = await get('/api/v1/test/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('rejects an unsigned (alg: none) token', async () => {
    const customer = await createTestUser(t.app, t.db);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: customer.id, ver: 0 })}.`;
    expect((await get('/api/v1/test/me', `Bearer ${unsigned}`)).statusCode).toBe(401);
  });

  it('rejects a tampered token and one signed with another secret', async () => {
    const admin = await createTestUser(t.app, t.db);
    const [header, , signature] = admin.headers.authorization.slice(7).split('.');
    const forged = `${header}.${base64url({ sub: admin.id, ver: 0, role: 'admin' })}.${signature}`;
    expect((await get('/api/v1/test/me', `Bearer ${forged}`)).statusCode).toBe(401);
    const foreign = await createSessionTokens('another-secret-of-at-least-32-characters!').sign({
      userId: admin.id,
      tokenVersion: 0,
      sessionId: randomUUID(),
    });
    expect((await get('/api/v1/test/me', `Bearer ${foreign}`)).statusCode).toBe(401);
  });

  it('rejects an expired token', async () => {
    const customer = await createTestUser(t.app, t.db);
    const expired = await createSessionTokens(t.config.jwtSecret, '-1s').sign({
      userId: customer.id,
      tokenVersion: 0,
      sessionId: randomUUID(),
    });
    expect((await get('/api/v1/test/me', `Bearer ${expired}`)).statusCode).toBe(401);
  });

  it('revokes old tokens when the token version is bumped', async () => {
    const customer = await createTestUser(t.app, t.db);
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, customer.id));
    expect((await get('/api/v1/test/me', customer.headers.authorization)).statusCode).toBe(401);
  });
});

describe('admin routes', () => {
  it('refuse customers with 403 and the spec text', async () => {
    const customer = await createTestUser(t.app, t.db);
    const response = await get('/api/v1/test/admin', customer.headers.authorization);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Access denied. Admin privileges required.');
  });

  it('let admins in', async () => {
    const admin = await createTestUser(t.app, t.db, { role: 'admin' });
    expect((await get('/api/v1/test/admin', admin.headers.authorization)).statusCode).toBe(200);
  });
});

describe('permission routes', () => {
  const refund = '/api/v1/test/refund';

  it('refuse customers with the spec text and staff without the action with no access', async () => {
    const customer = await createTestUser(t.app, t.db);
    const customerAnswer = await get(refund, customer.headers.authorization);
    expect(customerAnswer.statusCode).toBe(403);
    expect(customerAnswer.json().message).toBe('Access denied. Admin privileges required.');
    const support = await createTestUser(t.app, t.db, { staffRole: 'support' });
    const supportAnswer = await get(refund, support.headers.authorization);
    expect(supportAnswer.statusCode).toBe(403);
    expect(supportAnswer.json()).toMatchObject({
      success: false,
      message: 'You do not have access to this.',
    });
  });

  it("let a role with the action in and give the handler the member's staff role", async () => {
    const manager = await createTestUser(t.app, t.db, { staffRole: 'manager' });
    const response = await get(refund, manager.headers.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: manager.id,
      role: 'admin',
      staffRole: 'manager',
      sessionId: expect.any(String),
      authenticatedAt: expect.any(String),
    });
  });

  it('answer 401 to a suspended member, whose token is otherwise valid', async () => {
    const owner = await createTestUser(t.app, t.db, { staffRole: 'owner' });
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, owner.id));
    const response = await get(refund, owner.headers.authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });
});
