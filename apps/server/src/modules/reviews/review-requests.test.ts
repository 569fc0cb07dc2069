import { asc, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { optOut } from '../reminders/reminder-unsubscribe.ts';
import { placeOrder, SLOW_MACHINE } from './review-fixtures.ts';

const DAY_MS = 86_400_000;

describe('the review request e-mail (issue 42)', SLOW_MACHINE, () => {
  let t: TestApp;
  let owner: TestUser;
  let productId: string;
  const deliveredAt = new Date('2026-11-01T15:00:00Z');

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createTestUser(t.app, t.db, { role: 'admin' });
    const [row] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(isNull(products.deletedAt))
      .orderBy(asc(products.sku))
      .limit(1);
    productId = row!.id;
  }, SLOW_MACHINE.timeout);
  afterAll(() => t.close());

  const sweep = async (now: Date) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/reviews/request-sweep',
      headers: owner.headers,
      payload: { now: now.toISOString() },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.sent as number;
  };
  const requestsFor = (orderNumber: number) =>
    t.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `How is your order #${orderNumber}?%`));

  it('goes 14 days after delivery by default, once, with the review link and unsubscribe', async () => {
    const buyer = await createTestUser(t.app, t.db, { name: 'Rhea Request' });
    const order = await placeOrder(t.db, buyer.id, [productId], { deliveredAt });
    expect(await sweep(new Date(deliveredAt.getTime() + 13 * DAY_MS))).toBe(0);
    expect(await requestsFor(order.orderNumber)).toHaveLength(0);

    expect(await sweep(new Date(deliveredAt.getTime() + 14 * DAY_MS))).toBe(1);
    expect(await sweep(new Date(deliveredAt.getTime() + 15 * DAY_MS))).toBe(0);
    const [message] = await requestsFor(order.orderNumber);
    expect(message).toMatchObject({ to: buyer.email, channel: 'email', status: 'sent' });
    expect(message!.text).toContain(`${t.config.publicUrl}/product/${productId}#write-review`);
    expect(message!.text).toContain(`${t.config.publicUrl}/unsubscribe?token=`);
    expect(message!.listUnsubscribe).toContain('/unsubscribe?token=');
    expect(await requestsFor(order.orderNumber)).toHaveLength(1);
  });

  it('is sent once when two sweeps run at the same time', async () => {
    const buyer = await createTestUser(t.app, t.db);
    const order = await placeOrder(t.db, buyer.id, [productId], { deliveredAt });
    const now = new Date(deliveredAt.getTime() + 14 * DAY_MS + 60_000);
    const sent = await Promise.all([sweep(now), sweep(now)]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await requestsFor(order.orderNumber)).toHaveLength(1);
  });

  it("follows the owner's number of days, and skips an address that stopped reminder e-mails", async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: owner.headers,
      payload: { supportRefundLimit: 100, reviewRequestDays: 3 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.reviewRequestDays).toBe(3);
    const read = await t.app.inject({ url: '/api/v1/admin/settings', headers: owner.headers });
    expect(read.json().data).toMatchObject({ supportRefundLimit: 100, reviewRequestDays: 3 });

    const buyer = await createTestUser(t.app, t.db);
    const stopped = await createTestUser(t.app, t.db);
    await optOut(t.db, stopped.email);
    const late = new Date('2026-11-20T10:00:00Z');
    const order = await placeOrder(t.db, buyer.id, [productId], { deliveredAt: late });
    const quiet = await placeOrder(t.db, stopped.id, [productId], { deliveredAt: late });
    expect(await sweep(new Date(late.getTime() + 2 * DAY_MS))).toBe(0);
    expect(await sweep(new Date(late.getTime() + 3 * DAY_MS))).toBe(1);
    expect(await requestsFor(order.orderNumber)).toHaveLength(1);
    expect(await requestsFor(quiet.orderNumber)).toHaveLength(0);

    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: owner.headers,
      payload: { supportRefundLimit: 100, reviewRequestDays: 400 },
    });
    expect(refused.statusCode).toBe(400);
  });
});
