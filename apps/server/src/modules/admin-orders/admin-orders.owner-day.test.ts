import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';

describe('admin orders: what an owner meets in a day of the back office', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: TestUser;
  let alice: TestUser;
  let kitId: string;

  async function placeOrder(who: TestUser) {
    const { confirmed } = await client.pay(who, [{ productId: kitId, quantity: 1 }]);
    expect(confirmed.statusCode).toBe(200);
    const mine = await client.call('GET', '/orders/myorders', who);
    return mine.json().data[0]._id as string;
  }

  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    admin = await createTestUser(t.app, t.db, { role: 'admin', name: 'Olive Owner' });
    alice = await createTestUser(t.app, t.db, { name: 'Alice Jones' });
    await saveAddress(t.db, alice.id, 'TX');
    kitId = await insertProduct(t.db, { priceCents: 2_000, stock: 20, name: 'Test Kit' });
  });
  afterAll(() => t.close());

  it('a hand-delivered order reads Shipped before Delivered on its timeline', async () => {
    const orderId = await placeOrder(alice);
    const delivered = await client.call('POST', `/admin/orders/${orderId}/deliver`, admin);
    expect(delivered.statusCode).toBe(200);
    const steps = delivered.json().data.timeline.map((step: { type: string }) => step.type);
    expect(steps).toEqual(['placed', 'paid', 'shipped', 'delivered']);
  });
});
