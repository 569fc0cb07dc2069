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

  it('the orders CSV says it is UTF-8, so a spreadsheet shows Díaz, not DÃ­az', async () => {
    const carla = await createTestUser(t.app, t.db, { name: 'Carla Díaz' });
    await saveAddress(t.db, carla.id, 'TX');
    await placeOrder(carla);
    const csv = await client.call('GET', '/admin/orders.csv?q=Carla', admin);
    expect(csv.statusCode).toBe(200);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.body.slice(1).split('\r\n')[1]).toContain(',Carla Díaz,');
  });
});
