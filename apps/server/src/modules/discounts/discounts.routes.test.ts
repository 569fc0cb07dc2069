import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api } from '../orders/commerce-fixtures.ts';

describe('admin discounts', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    customer = await createTestUser(t.app, t.db);
  });
  afterAll(() => t.close());

  const spring = {
    code: 'spring10',
    kind: 'percentage',
    value: 10,
    minSubtotal: 50,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2099-01-01T00:00:00.000Z',
    usageLimit: 100,
    perCustomerLimit: 1,
  };

  it('creates, lists with paging and search, changes and deletes a code', async () => {
    const created = await client.call('POST', '/admin/discounts', admin, spring);
    expect(created.statusCode).toBe(200);
    const discount = created.json().data;
    expect(discount).toMatchObject({
      code: 'SPRING10',
      kind: 'percentage',
      value: 10,
      minSubtotal: 50,
      usedCount: 0,
      active: true,
      description: '10% off orders of $50.00 or more',
    });
    await client.call('POST', '/admin/discounts', admin, { code: 'FIVE', kind: 'fixed', value: 5 });
    const page = (await client.call('GET', '/admin/discounts?page=1&pageSize=1', admin)).json()
      .data;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.items[0].code).toBe('FIVE');
    const found = (await client.call('GET', '/admin/discounts?q=spring', admin)).json().data;
    expect(found.items.map((item: { code: string }) => item.code)).toEqual(['SPRING10']);

    const changed = await client.call('PUT', `/admin/discounts/${discount._id}`, admin, {
      ...spring,
      kind: 'fixed',
      value: 7.5,
      active: false,
    });
    expect(changed.json().data).toMatchObject({ kind: 'fixed', value: 7.5, active: false });
    const removed = await client.call('DELETE', `/admin/discounts/${discount._id}`, admin);
    expect(removed.statusCode).toBe(200);
    const again = await client.call('DELETE', `/admin/discounts/${discount._id}`, admin);
    expect(again.statusCode).toBe(404);
    // A deleted code frees its name.
    expect((await client.call('POST', '/admin/discounts', admin, spring)).statusCode).toBe(200);
  });

  it('refuses a taken code, bad values and bad dates with clear messages', async () => {
    const taken = await client.call('POST', '/admin/discounts', admin, { ...spring, code: 'FIVE' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    const percent = await client.call('POST', '/admin/discounts', admin, { ...spring, value: 120 });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().message).toMatch(/whole number from 1 to 100/);
    const dates = await client.call('POST', '/admin/discounts', admin, {
      ...spring,
      code: 'BACKWARDS',
      endsAt: '2025-01-01T00:00:00.000Z',
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().message).toMatch(/end must be after the start/);
    const unknown = await client.call('PUT', '/admin/discounts/nope', admin, spring);
    expect(unknown.statusCode).toBe(404);
  });

  it('is admin only: 401 signed out, 403 for customers', async () => {
    expect((await client.call('GET', '/admin/discounts')).statusCode).toBe(401);
    expect((await client.call('GET', '/admin/discounts', customer)).statusCode).toBe(403);
    const post = await client.call('POST', '/admin/discounts', customer, spring);
    expect(post.statusCode).toBe(403);
  });
});
