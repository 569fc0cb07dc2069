import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { orders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';

describe('payments test mode', () => {
  let plain: TestApp;
  let testMode: TestApp;
  beforeAll(async () => {
    [plain, testMode] = await Promise.all([
      createTestApp(),
      createTestApp({ config: { payments: { testMode: true, showTestBanner: true } } }),
    ]);
  });
  afterAll(() => Promise.all([plain.close(), testMode.close()]));

  it('tells the pages to show the banner only when the operator opted in', async () => {
    const off = await plain.app.inject({ method: 'GET', url: '/api/v1/shop' });
    expect(off.json()).toMatchObject({ success: true, data: { testPayments: false } });
    const on = await testMode.app.inject({ method: 'GET', url: '/api/v1/shop' });
    expect(on.json()).toMatchObject({ success: true, data: { testPayments: true } });
  });

  it('marks an order paid through the test-card processor as a test order', async () => {
    const client = api(testMode.app);
    const buyer = await createTestUser(testMode.app, testMode.db);
    await saveAddress(testMode.db, buyer.id);
    const productId = await insertProduct(testMode.db, { priceCents: 2_500, stock: 5 });
    const items = [{ productId, quantity: 1 }];
    const { intent } = await client.pay(buyer, items);
    const placed = await client.order(buyer, items, intent.paymentIntentId);
    expect(placed.statusCode).toBe(200);
    const [row] = await testMode.db
      .select({ isTest: orders.isTest })
      .from(orders)
      .where(eq(orders.id, placed.json().data._id));
    expect(row).toEqual({ isTest: true });
  });

  it('says in every order answer whether the order is a test order', async () => {
    const client = api(testMode.app);
    const buyer = await createTestUser(testMode.app, testMode.db);
    const admin = await createTestUser(testMode.app, testMode.db, { role: 'admin' });
    await saveAddress(testMode.db, buyer.id);
    const productId = await insertProduct(testMode.db, { priceCents: 1_000, stock: 5 });
    const items = [{ productId, quantity: 1 }];
    const { intent } = await client.pay(buyer, items);
    const placed = (await client.order(buyer, items, intent.paymentIntentId)).json().data;
    expect(placed.isTest).toBe(true);
    const answers = async () => {
      const mine = (await client.call('GET', '/orders/myorders', buyer)).json().data;
      const all = (await client.call('GET', '/orders', admin)).json().data;
      const rows = (await client.call('GET', '/admin/orders', admin)).json().data.items;
      const detail = (await client.call('GET', `/admin/orders/${placed._id}`, admin)).json();
      const byId = (list: { _id: string; isTest: boolean }[]) =>
        list.find((order) => order._id === placed._id)?.isTest;
      return [byId(mine), byId(all), byId(rows), detail.data.isTest];
    };
    expect(await answers()).toEqual([true, true, true, true]);
    await testMode.db.update(orders).set({ isTest: false }).where(eq(orders.id, placed._id));
    expect(await answers()).toEqual([false, false, false, false]);
  });
});

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('hardening 14: the social links come from configuration', () => {
  it('hardening 14: answers the configured links and null for the others', async () => {
    const social = {
      facebook: 'https://www.facebook.com/clearspringwater',
      instagram: null,
      youtube: null,
      x: 'https://x.com/clearspring',
    };
    t = await createTestApp({ config: { social } });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/shop' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { social } });
  });

  it('hardening 14: reads SOCIAL_*_URL and refuses a link that is not https', () => {
    const config = loadConfig({ SOCIAL_YOUTUBE_URL: 'https://youtube.com/@clearspring' });
    expect(config.social).toMatchObject({ youtube: 'https://youtube.com/@clearspring', x: null });
    expect(() => loadConfig({ SOCIAL_X_URL: 'javascript:alert(1)' })).toThrow(/SOCIAL_X_URL/);
  });
});
