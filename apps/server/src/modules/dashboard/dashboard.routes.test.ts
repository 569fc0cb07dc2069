import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';

const DAY_MS = 86_400_000;

describe('admin dashboard and forecast', () => {
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

  const part = (sku: string, months: number, stock: number) => ({
    name: `Forecast ${sku}`,
    sku,
    price: 10,
    stock,
    category: 'residential',
    description: 'A replacement part.',
    type: 'part',
    quickReplaceMonths: months,
    slowReplaceMonths: months,
  });

  it('counts sales, orders to ship, low stock and failed messages', async () => {
    const before = (await client.call('GET', '/admin/dashboard', admin)).json().data;
    const productId = await insertProduct(t.db, { priceCents: 2_000, stock: 3 });
    await saveAddress(t.db, customer.id, 'OR');
    const { confirmed } = await client.pay(customer, [{ productId, quantity: 1 }]);
    expect(confirmed.statusCode).toBe(200);
    const after = (await client.call('GET', '/admin/dashboard', admin)).json().data;
    // 20.00 + 9.95 shipping, no tax in Oregon
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.today.sales).toBeCloseTo(before.today.sales + 29.95, 2);
    expect(after.last30Days.orders).toBe(before.last30Days.orders + 1);
    expect(after.ordersToShip).toBe(before.ordersToShip + 1);
    // stock 3 -> 2, at or below the default threshold of 5
    expect(after.lowStockProducts).toBe(before.lowStockProducts + 1);
    expect(after.failedMessages).toBe(0);
  });

  it('forecasts the units tracked systems need within the window against stock', async () => {
    const slow = (await client.call('POST', '/products', admin, part('FC-SLOW', 6, 1))).json().data;
    const fast = (await client.call('POST', '/products', admin, part('FC-FAST', 1, 10))).json()
      .data;
    const filter = await client.call('POST', '/products', admin, {
      ...part('FC-SYSTEM', 1, 5),
      type: 'filter',
      filterType: 'undersink',
      quickReplaceMonths: null,
      slowReplaceMonths: null,
      parts: [slow._id, fast._id],
    });
    expect(filter.statusCode).toBe(201);
    // Installed 155 days ago: the 6-month part is due within a month, the 1-month part is
    // overdue (one now, one a month later).
    const installationDate = new Date(Date.now() - 155 * DAY_MS).toISOString();
    for (const name of ['Kitchen', 'Cabin']) {
      const tracked = await client.call('POST', '/trackers/tracked-products', customer, {
        productId: filter.json().data._id,
        customName: name,
        installationDate,
      });
      expect(tracked.statusCode).toBe(201);
    }
    const res = await client.call('GET', '/admin/forecast?days=45', admin);
    expect(res.statusCode).toBe(200);
    const { items, days } = res.json().data;
    expect(days).toBe(45);
    const row = (sku: string) => items.find((item: { sku: string }) => item.sku === sku);
    expect(row('FC-SLOW')).toMatchObject({ type: 'part', due: 2, stock: 1, shortfall: 1 });
    expect(row('FC-FAST')).toMatchObject({ due: 4, stock: 10, shortfall: 0 });
    expect(row('FC-SYSTEM')).toMatchObject({ type: 'filter', due: 0 });
    expect((await client.call('GET', '/admin/forecast?days=0', admin)).statusCode).toBe(400);
  });

  it('is admin only', async () => {
    expect((await client.call('GET', '/admin/dashboard')).statusCode).toBe(401);
    expect((await client.call('GET', '/admin/dashboard', customer)).statusCode).toBe(403);
    expect((await client.call('GET', '/admin/forecast', customer)).statusCode).toBe(403);
  });
});
