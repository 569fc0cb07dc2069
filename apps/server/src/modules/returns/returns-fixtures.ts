import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/database.ts';
import { orders, products, trackedParts, trackedProducts } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/test-users.ts';
import { api } from '../orders/commerce-fixtures.ts';

type Item = { productId: string; quantity: number };

/** Delivered orders, paid with the test card, for the returns tests. */
export function returnsFixtures(t: TestApp, owner: () => TestUser) {
  const client = api(t.app);

  async function deliveredOrder(who: TestUser, items: Item[], deliveredDaysAgo = 1) {
    const { confirmed } = await client.pay(who, items);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const mine = await client.call('GET', '/orders/myorders', who);
    const orderId = mine.json().data[0]._id as string;
    const shipped = await client.call('POST', `/admin/orders/${orderId}/ship`, owner(), {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const delivered = await client.call('POST', `/admin/orders/${orderId}/deliver`, owner());
    expect(delivered.statusCode, delivered.body).toBe(200);
    const deliveredAt = new Date(Date.now() - deliveredDaysAgo * 86_400_000);
    await t.db.update(orders).set({ deliveredAt }).where(eq(orders.id, orderId));
    return orderId;
  }

  const desk = (who: TestUser, id: string, step: string, body: object = {}) =>
    client.call('POST', `/admin/returns/${id}/${step}`, who, body);

  /** Two staff pressing one step of a return at once: one 200, one 409; the refusal's message. */
  async function pressedTogether(id: string, step: string, presses: Array<[TestUser, object]>) {
    const answers = await Promise.all(presses.map(([who, body]) => desk(who, id, step, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    return answers.find((answer) => answer.statusCode === 409)?.json().message as string;
  }

  return {
    client,
    deliveredOrder,
    startReturn: (who: TestUser, orderId: string, body: object) =>
      client.call('POST', `/orders/${orderId}/returns`, who, body),
    desk,
    pressedTogether,
  };
}

export const stockOf = async (db: Database, id: string) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

/** A system in the customer's My Products with `partId` as one of its parts. */
export async function trackSystemWithPart(db: Database, userId: string, partId: string) {
  const [tracked] = await db
    .insert(trackedProducts)
    .values({
      userId,
      customName: 'Kitchen sink',
      installationDate: new Date(),
      systemProductNameSnapshot: 'Undersink system',
    })
    .returning({ id: trackedProducts.id });
  if (!tracked) throw new Error('tracker not inserted');
  await db.insert(trackedParts).values({
    trackedProductId: tracked.id,
    partProductId: partId,
    partProductNameSnapshot: 'Fitting cartridge',
    initialLifespanMonths: 6,
    installedAt: new Date(),
  });
}
