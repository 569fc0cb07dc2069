import { addMonths, addShopDays, type Subscription } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, paymentIntents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { CARDS, planApi, planCustomer } from './plan-fixtures.ts';

const DAYS = Number(process.env.PLAN_TEST_DAYS ?? 365);
const LEAD_DAYS = 7;
const plusMonths = (day: string, months: number) =>
  addMonths(new Date(`${day}T00:00:00Z`), months)
    .toISOString()
    .slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

describe('auto-replace over a year of simulated days', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin', name: 'Olive Owner' });
  });
  afterAll(() => t.close());

  const api = () => planApi(t.app);
  const plan = async (user: TestUser, id: string) =>
    (await api().call('GET', `/subscriptions/${id}`, user)).json().data as Subscription;

  /** Runs the job once a day (at 15:00 UTC) from `from` for `days` days; the days an order came. */
  async function walk(from: string, days: number, each?: (day: string) => Promise<void>) {
    const orderedOn: string[] = [];
    for (let index = 0; index < days; index += 1) {
      const day = addShopDays(from, index);
      await each?.(day);
      const ran = await api().run(admin, new Date(`${day}T15:00:00Z`));
      expect(ran.statusCode).toBe(200);
      for (let n = 0; n < ran.json().data.ordered; n += 1) orderedOn.push(day);
    }
    return orderedOn;
  }

  it('4242: one order per cycle, each a lead time before the due date, then one lifespan on', async () => {
    const start = today();
    // Installed 2 months and 20 days ago with a 3-month lifespan: due in about 10 days.
    const installedOn = addShopDays(plusMonths(start, -3), 10);
    const customer = await planCustomer(t.app, t.db, {
      card: CARDS.succeeds,
      installedOn,
      lifespanMonths: 3,
    });
    const quote = await api().call(
      'GET',
      `/subscriptions/quote?trackedPartId=${customer.trackedPartId}`,
      customer.user,
    );
    expect(quote.statusCode).toBe(200);
    const firstDue = plusMonths(installedOn, 3);
    expect(quote.json().data).toMatchObject({
      dueOn: firstDue,
      firstChargeOn: addShopDays(firstDue, -LEAD_DAYS),
      discountPercent: 10,
    });
    expect(quote.json().data.discount).toBeCloseTo(quote.json().data.subtotal * 0.1, 2);

    const created = await api().call('POST', '/subscriptions', customer.user, {
      trackedPartId: customer.trackedPartId,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data._id;
    expect(created.json().data).toMatchObject({
      status: 'active',
      quantity: 1,
      nextChargeOn: addShopDays(firstDue, -LEAD_DAYS),
      paymentMethodId: customer.cardId,
      orders: [],
    });

    const orderedOn = await walk(start, DAYS);

    const end = addShopDays(start, DAYS);
    const expected: string[] = [];
    let notices = 0;
    for (let due = firstDue; addShopDays(due, -LEAD_DAYS - 3) < end; due = plusMonths(due, 3)) {
      notices += 1;
      if (addShopDays(due, -LEAD_DAYS) < end) expected.push(addShopDays(due, -LEAD_DAYS));
    }
    expect(orderedOn).toEqual(expected);
    const after = await plan(customer.user, id);
    expect(after.orders).toHaveLength(expected.length);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    expect(placed).toHaveLength(expected.length);
    for (const order of placed) {
      // 10% off the goods, tax on the discounted amount, marked as a test payment.
      expect(order.discountCents).toBe(Math.round(order.subtotalCents * 0.1));
      expect(order.isTest).toBe(true);
    }
    const charges = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, customer.user.id));
    expect(charges.filter((intent) => intent.status === 'succeeded')).toHaveLength(expected.length);
    const mail = await t.db.select().from(outbox).where(eq(outbox.to, customer.user.email));
    // A notice 3 days before each charge, and each order's confirmation.
    expect(mail.filter((row) => row.subject?.includes('ships on'))).toHaveLength(notices);
    expect(after.events.filter((event) => event.kind === 'order_placed')).toHaveLength(
      expected.length,
    );
  }, 300_000);
});
