import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';

describe('wishlist', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  let productIds: string[];
  beforeAll(async () => {
    t = await createTestApp();
    alice = await createTestUser(t.app, t.db);
    bob = await createTestUser(t.app, t.db);
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    productIds = (await t.db.select({ id: products.id }).from(products)).map((row) => row.id);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, user?: TestUser) =>
    t.app.inject({ method, url: `/api/v1/wishlist${path}`, headers: user?.headers ?? {} });
  const savedIds = async (user: TestUser) =>
    (await call('GET', '', user)).json().data.map((card: { _id: string }) => card._id);

  it('needs a signed-in customer', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('PUT', `/${productIds[0]}`)).statusCode).toBe(401);
  });

  it('saves idempotently and lists cards newest first, per customer', async () => {
    const [first, second] = productIds as [string, string];
    const saved = await call('PUT', `/${first}`, alice);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ productId: first, saved: true });
    expect((await call('PUT', `/${first}`, alice)).statusCode).toBe(200);
    await call('PUT', `/${second}`, alice);
    expect(await savedIds(alice)).toEqual([second, first]);
    expect(await savedIds(bob)).toEqual([]);
    const card = (await call('GET', '', alice)).json().data[0];
    expect(card).toHaveProperty('price');
    expect(card).not.toHaveProperty('description');
  });

  it('removes idempotently without touching other customers', async () => {
    const shared = productIds[2]!;
    await call('PUT', `/${shared}`, alice);
    await call('PUT', `/${shared}`, bob);
    const removed = await call('DELETE', `/${shared}`, bob);
    expect(removed.json().data).toEqual({ productId: shared, saved: false });
    expect((await call('DELETE', `/${shared}`, bob)).statusCode).toBe(200);
    expect(await savedIds(bob)).not.toContain(shared);
    expect(await savedIds(alice)).toContain(shared);
  });

  it('answers 404 for an unknown product and hides deleted ones', async () => {
    expect((await call('PUT', `/${crypto.randomUUID()}`, alice)).statusCode).toBe(404);
    expect((await call('PUT', '/not-an-id', alice)).statusCode).toBe(404);
    const doomed = productIds[3]!;
    await call('PUT', `/${doomed}`, alice);
    const url = `/api/v1/products/${doomed}`;
    await t.app.inject({ method: 'DELETE', url, headers: admin.headers });
    expect(await savedIds(alice)).not.toContain(doomed);
    expect((await call('PUT', `/${doomed}`, alice)).statusCode).toBe(404);
  });
});
