import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

type Operation = {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

describe('NUL characters in text fields', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createTestUser(t.app, t.db);
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const send = (method: string, url: string, payload: object, as = user) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: as.headers,
      payload,
    });

  it('hardening 15: PUT /users/me and POST /orders answer 400 naming the field', async () => {
    const address = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };
    for (const field of ['street', 'city', 'state', 'zip'] as const) {
      const res = await send('PUT', '/api/v1/users/me', {
        address: { ...address, [field]: `${address[field]}\u0000` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().message).toMatch(new RegExp(`^address\\.${field}: .*NUL`));
    }
    const name = await send('PUT', '/api/v1/users/me', { name: 'Ann\u0000' });
    expect(name.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(name.json().message).toMatch(/^name: /);
    const order = await send('POST', '/api/v1/orders', {
      orderItems: [{ productId: crypto.randomUUID(), quantity: 1 }],
      paymentIntentId: 'pi_\u0000',
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toMatch(/^paymentIntentId: /);
    const search = await t.app.inject({ url: '/api/v1/products?q=ro%00' });
    expect(search.statusCode).toBe(400);
  });

  it('hardening 15: every JSON body field of every endpoint refuses U+0000 with 400', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      const url = path.replace(/\{[^}]+\}/g, crypto.randomUUID());
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        for (const field of Object.keys(schema?.properties ?? {})) {
          const res = await send(method.toUpperCase(), url, { [field]: 'x\u0000' }, admin);
          expect(res.statusCode, `${method} ${path} ${field}`).toBe(400);
          expect(res.json().message, `${method} ${path}`).toMatch(new RegExp(`^${field}: `));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('hardening 30.2: a body nested deeper than 32 levels answers 400 before anything walks it', async () => {
    const nested = (depth: number) => `{"credential":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const login = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    for (const depth of [33, 4_000, 20_000]) {
      const started = performance.now();
      const res = await login(nested(depth));
      expect(performance.now() - started, `${depth} levels`).toBeLessThan(100);
      expect(res.statusCode, `${depth} levels`).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'The JSON body nests deeper than 32 levels.',
      });
    }
    const brackets = await login('{"credential":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"[[[[[["}');
    expect(brackets.json().message).not.toMatch(/nests deeper/);
    const withinLimit = await login(nested(31));
    expect(withinLimit.json().message).toMatch(/^credential: /);
  });
});
