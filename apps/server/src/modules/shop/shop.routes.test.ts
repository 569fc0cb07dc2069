import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(off.json()).toEqual({ success: true, data: { testPayments: false } });
    const on = await testMode.app.inject({ method: 'GET', url: '/api/v1/shop' });
    expect(on.json()).toEqual({ success: true, data: { testPayments: true } });
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
});
