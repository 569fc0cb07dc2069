import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackedParts, trackedProducts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';

describe('admin customers', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: TestUser;
  let carla: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    carla = await createTestUser(t.app, t.db, { name: 'Carla Reyes' });
    await createTestUser(t.app, t.db, { name: 'Someone Else' });
    await saveAddress(t.db, carla.id, 'TX');
  });
  afterAll(() => t.close());

  it('is for admins only', async () => {
    expect((await client.call('GET', '/admin/customers')).statusCode).toBe(401);
    expect((await client.call('GET', `/admin/customers/${carla.id}`, carla)).statusCode).toBe(403);
  });

  it('lists and shows a customer with orders, lifetime total, tracked parts and messages', async () => {
    const kitId = await insertProduct(t.db, { priceCents: 2_000, stock: 5, name: 'Test Kit' });
    await client.pay(carla, [{ productId: kitId, quantity: 1 }]);
    const [system] = await t.db
      .insert(trackedProducts)
      .values({
        userId: carla.id,
        customName: 'Kitchen RO',
        installationDate: new Date('2026-01-15T00:00:00Z'),
        systemProductNameSnapshot: 'RO System',
      })
      .returning();
    await t.db.insert(trackedParts).values({
      trackedProductId: system?.id ?? '',
      partProductNameSnapshot: 'Sediment Filter',
      initialLifespanMonths: 6,
      installedAt: new Date('2026-01-15T00:00:00Z'),
    });

    const list = await client.call('GET', '/admin/customers?q=carla&pageSize=5', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    // 20 + 9.95 shipping, TX tax 8.25% on the subtotal = 1.65
    expect(list.json().data.items[0]).toMatchObject({
      name: 'Carla Reyes',
      orderCount: 1,
      lifetimeTotal: 31.6,
    });

    const detail = (await client.call('GET', `/admin/customers/${carla.id}`, admin)).json().data;
    expect(detail).toMatchObject({
      email: carla.email,
      orderCount: 1,
      lifetimeTotal: 31.6,
      isEmailVerified: false,
      addresses: [{ street: '1 Main St', city: 'Cypress', state: 'TX', zip: '77433' }],
      orders: [{ status: 'Pending', totalPrice: 31.6 }],
      trackedSystems: [
        {
          name: 'Kitchen RO',
          productName: 'RO System',
          parts: [{ name: 'Sediment Filter', dueDate: '2026-07-15' }],
        },
      ],
    });
    expect(detail.messages[0].subject).toContain('is confirmed');
    expect((await client.call('GET', `/admin/customers/${admin.id}`, admin)).statusCode).toBe(404);
    expect((await client.call('GET', '/admin/customers/nope', admin)).statusCode).toBe(404);
  });
});
