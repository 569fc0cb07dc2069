import { shopDayOf, shopDayRange } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
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
    expect(after.today.net).toBeCloseTo(before.today.net + 29.95, 2);
    expect(after.last30Days.orders).toBe(before.last30Days.orders + 1);
    expect(after.ordersToShip).toBe(before.ordersToShip + 1);
    // stock 3 -> 2, at or below the default threshold of 5
    expect(after.lowStockProducts).toBe(before.lowStockProducts + 1);
    expect(after.failedMessages).toBe(0);
  });

  it("hardening 30.13: net sales of the shop's days, cancelled orders left out, refunds taken off", async () => {
    const zone = 'America/Chicago';
    const today = shopDayOf(new Date(), zone);
    const { start } = shopDayRange(today, zone);
    const productId = await insertProduct(t.db, { priceCents: 2_000, stock: 10 });
    const placeAt = async (at: Date) => {
      const { intent, confirmed } = await client.pay(customer, [{ productId, quantity: 1 }]);
      expect(confirmed.statusCode).toBe(200);
      const [placed] = await t.db
        .update(orders)
        .set({ createdAt: at })
        .where(eq(orders.paymentIntentId, intent.paymentIntentId))
        .returning({ id: orders.id });
      return placed?.id as string;
    };
    const before = (await client.call('GET', '/admin/dashboard', admin)).json().data;
    // 7 pm in Texas is already tomorrow in UTC; a minute before midnight is yesterday.
    const evening = await placeAt(new Date(start.getTime() + 19 * 3_600_000));
    const cancelled = await placeAt(new Date(start.getTime() + 3_600_000));
    const lateYesterday = await placeAt(new Date(start.getTime() - 60_000));
    const refund = await client.call('POST', `/admin/orders/${evening}/refunds`, admin, {
      amount: 5,
      reason: 'Scratched housing',
    });
    expect(refund.statusCode).toBe(200);
    const cancel = await client.call('POST', `/admin/orders/${cancelled}/cancel`, admin, {
      reason: 'Ordered twice',
    });
    expect(cancel.statusCode).toBe(200);
    expect(lateYesterday).toBeTruthy();

    const res = await client.call('GET', '/admin/dashboard', admin);
    expect(res.statusCode).toBe(200);
    const after = res.json().data;
    expect(after.timeZone).toBe(zone);
    expect(after.today).toMatchObject({ from: today, to: today });
    const delta = (period: 'today' | 'last7Days', field: string) =>
      Math.round((after[period][field] - before[period][field]) * 100) / 100;
    expect(delta('today', 'orders')).toBe(2);
    expect(delta('today', 'cancelled')).toBe(1);
    expect(delta('today', 'gross')).toBe(29.95);
    expect(delta('today', 'refunds')).toBe(5);
    expect(delta('today', 'net')).toBe(24.95);
    expect(delta('last7Days', 'orders')).toBe(3);
    expect(delta('last7Days', 'net')).toBe(54.9);
    const { current, previous } = after.salesByDay;
    expect(current).toHaveLength(30);
    expect(previous).toHaveLength(30);
    expect(current.at(-1).day).toBe(today);
    const todayNet = current.at(-1).net - before.salesByDay.current.at(-1).net;
    expect(Math.round(todayNet * 100) / 100).toBe(24.95);
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
