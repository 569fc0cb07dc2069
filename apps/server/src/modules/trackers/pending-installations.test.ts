import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { insertOrder } from './tracker-fixtures.ts';
import { createTrackedProductFromOrderItem } from './trackers.service.ts';

describe('pending installations and tracking from an order line', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await createTestUser(t.app, t.db);
    bob = await createTestUser(t.app, t.db);
  });
  afterAll(() => t.close());

  const pending = async (user: TestUser) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/trackers',
      headers: user.headers,
    });
    return response.json().data.pendingInstallations as Array<{
      orderItemId: string;
      orderId: string;
    }>;
  };

  it('lists filter lines of orders not installed, and nothing else', async () => {
    const mixed = await insertOrder(t.db, alice.id, [
      'UC-2S',
      'PRT-SED-5',
      'KIT-TDS-3',
      'WH-2S-20',
    ]);
    await insertOrder(t.db, alice.id, ['UC-3S-CM'], { isInstalled: true });
    await insertOrder(t.db, bob.id, ['RO-5S-50']);
    const filterLines = mixed.items.filter((item) => item.type === 'filter');
    const list = await pending(alice);
    expect(list.map((item) => item.orderItemId).sort()).toEqual(
      filterLines.map((item) => item.id).sort(),
    );
    expect(list[0]).toMatchObject({ orderId: mixed.order.id });
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['imageUrl', 'name', 'orderId', 'orderItemId', 'orderedAt', 'productId'].sort(),
    );
  });

  it('drops a line once it is tracked, and marks the order installed after its last filter line', async () => {
    const { order, items } = await insertOrder(t.db, alice.id, ['UC-2S', 'WH-2S-20']);
    const [first, second] = items;
    if (!first || !second) throw new Error('two lines expected');
    const tracked = await createTrackedProductFromOrderItem(t.db, {
      userId: alice.id,
      orderId: order.id,
      orderItemId: first.id,
      customName: 'Under sink',
      additionalData: {
        contactMethod: 'email',
        useEstimate: false,
        tds: null,
        hardness: null,
        hardnessUnit: 'gpg',
        hasPool: 'No',
      },
    });
    expect(tracked).toMatchObject({
      orderItemId: first.id,
      originalSystemProductId: { _id: first.productId },
    });
    let ids = (await pending(alice)).map((item) => item.orderItemId);
    expect(ids).not.toContain(first.id);
    expect(ids).toContain(second.id);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.id, first.id));
    expect(line?.isInstalled).toBe(true);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trackers/tracked-products',
      headers: alice.headers,
      payload: { productId: second.productId, orderItemId: second.id, customName: 'Whole house' },
    });
    expect(response.statusCode).toBe(201);
    ids = (await pending(alice)).map((item) => item.orderItemId);
    expect(ids).not.toContain(second.id);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.isInstalled).toBe(true);
  });

  it("refuses another customer's order line, a non-filter line, and tracking a line twice", async () => {
    const { order, items } = await insertOrder(t.db, alice.id, ['UC-2S', 'PRT-SED-5']);
    const [filterLine, partLine] = items;
    if (!filterLine || !partLine) throw new Error('two lines expected');
    const post = (user: TestUser, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/trackers/tracked-products',
        headers: user.headers,
        payload,
      });
    const foreign = await post(bob, {
      productId: filterLine.productId,
      orderItemId: filterLine.id,
      customName: 'Mine?',
    });
    expect(foreign.statusCode).toBe(404);
    const part = await post(alice, {
      productId: partLine.productId,
      orderItemId: partLine.id,
      customName: 'Part',
    });
    expect(part.statusCode).toBe(400);
    const mismatch = await post(alice, {
      productId: partLine.productId,
      orderItemId: filterLine.id,
      customName: 'X',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(
      (
        await post(alice, {
          productId: filterLine.productId,
          orderItemId: filterLine.id,
          customName: 'A',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await post(alice, {
          productId: filterLine.productId,
          orderItemId: filterLine.id,
          customName: 'B',
        })
      ).statusCode,
    ).toBe(409);
    await expect(
      createTrackedProductFromOrderItem(t.db, {
        userId: alice.id,
        orderId: '00000000-0000-4000-8000-000000000000',
        orderItemId: filterLine.id,
        customName: 'Wrong order',
        additionalData: {
          contactMethod: 'email',
          useEstimate: false,
          tds: null,
          hardness: null,
          hardnessUnit: 'gpg',
          hasPool: 'No',
        },
      }),
    ).rejects.toThrow('Order item not found.');
    expect(order.id).toBeTruthy();
  });
});
