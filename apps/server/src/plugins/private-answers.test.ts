import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

/** A signed-in user's answers hold their address, orders and cards: no cache may keep them. */
describe('answers for a signed-in user', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createTestUser(t.app, t.db);
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const get = (url: string, user: TestUser) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.headers });

  it('tell every cache not to store them', async () => {
    for (const url of ['/users/me', '/cart', '/orders/myorders', '/payment-methods', '/trackers']) {
      const response = await get(url, customer);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const csv = await get('/admin/orders.csv', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['cache-control']).toBe('no-store');
  });

  it('include their error answers', async () => {
    const response = await get('/admin/orders', customer);
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
