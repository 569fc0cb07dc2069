import { addMonths, addShopDays, type Subscription } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, paymentIntents, trackedParts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { matchPage } from '../pages/page-table.ts';
import { CARDS, type PlanCustomer, planApi, planCustomer } from './plan-fixtures.ts';

/**
 * Issue 39, item 1: one charge per plan per due date, whatever the part's history. A part
 * overdue by any amount ships once, now, and its next cycle is one lifespan after that day.
 */

const LIFESPAN = 6;
const LEAD_DAYS = 7;
const plusMonths = (day: string, months: number) =>
  addMonths(new Date(`${day}T00:00:00Z`), months)
    .toISOString()
    .slice(0, 10);
const today = new Date().toISOString().slice(0, 10);
const nextShipment = plusMonths(today, LIFESPAN);

interface Scenario {
  name: string;
  installedOn: string;
  /** Makes the part's history before the plan is turned on (a snooze, a reset). */
  history?: (customer: PlanCustomer) => Promise<void>;
  /** The days (from today) an order is expected on, within the days the test runs. */
  orderDays: string[];
}

describe('auto-replace on a part of any age: one charge per due date', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin', name: 'Olive Owner' });
  });
  afterAll(() => t.close());

  const api = () => planApi(t.app);
  const snoozeUntil = async (customer: PlanCustomer, day: string) => {
    await t.db
      .update(trackedParts)
      .set({ snoozedUntil: new Date(`${day}T12:00:00Z`) })
      .where(eq(trackedParts.id, customer.trackedPartId));
  };

  const overdue = (installedOn: string, name: string): Scenario => ({
    name,
    installedOn,
    orderDays: [today, addShopDays(nextShipment, -LEAD_DAYS)],
  });
  const scenarios: Scenario[] = [
    {
      name: 'installed yesterday',
      installedOn: addShopDays(today, -1),
      orderDays: [addShopDays(plusMonths(addShopDays(today, -1), LIFESPAN), -LEAD_DAYS)],
    },
    overdue(plusMonths(today, -LIFESPAN), 'one lifespan ago (due today)'),
    overdue(plusMonths(today, -3 * LIFESPAN), 'three lifespans ago'),
    overdue('2025-01-01', 'on 2025-01-01 (the reported case)'),
    overdue(plusMonths(today, -7 * 12), 'seven years ago'),
    {
      name: 'three lifespans ago, snoozed to next week',
      installedOn: plusMonths(today, -3 * LIFESPAN),
      history: (customer) => snoozeUntil(customer, addShopDays(today, 7)),
      // Due in a week: charged today, a lead time ahead, and fitted on its (snoozed) due date.
      orderDays: [today, addShopDays(plusMonths(addShopDays(today, 7), LIFESPAN), -LEAD_DAYS)],
    },
    {
      name: 'three lifespans ago, reset today',
      installedOn: plusMonths(today, -3 * LIFESPAN),
      history: async (customer) => {
        const part = await t.db
          .select({ systemId: trackedParts.trackedProductId })
          .from(trackedParts)
          .where(eq(trackedParts.id, customer.trackedPartId));
        const reset = await api().call(
          'POST',
          `/trackers/tracked-products/${part[0]?.systemId}/parts/${customer.trackedPartId}/reset`,
          customer.user,
        );
        expect(reset.statusCode).toBe(200);
      },
      orderDays: [addShopDays(nextShipment, -LEAD_DAYS)],
    },
  ];

  it('ships an overdue part once, now, and the next one a lifespan after that shipment', async () => {
    const customers = new Map<Scenario, { customer: PlanCustomer; planId: string }>();
    for (const scenario of scenarios) {
      const customer = await planCustomer(t.app, t.db, {
        card: CARDS.succeeds,
        installedOn: scenario.installedOn,
        lifespanMonths: LIFESPAN,
      });
      await scenario.history?.(customer);
      const created = await api().call('POST', '/subscriptions', customer.user, {
        trackedPartId: customer.trackedPartId,
      });
      expect(created.statusCode, scenario.name).toBe(200);
      customers.set(scenario, { customer, planId: created.json().data._id });
    }

    // Every day an order is expected, the day before and after, and today's first hours: each
    // day the job runs three times (hourly runs, a restart, the owner's button).
    const days = new Set<string>([today, addShopDays(today, 1), addShopDays(today, 2)]);
    for (const scenario of scenarios) {
      for (const day of scenario.orderDays) {
        for (const offset of [-1, 0, 1]) {
          if (addShopDays(day, offset) >= today) days.add(addShopDays(day, offset));
        }
      }
    }
    const orderedOn = new Map<Scenario, string[]>(scenarios.map((s) => [s, []]));
    const counted = new Map<Scenario, number>(scenarios.map((s) => [s, 0]));
    for (const day of [...days].sort()) {
      for (const hour of ['06', '12', '18']) {
        const ran = await api().run(admin, new Date(`${day}T${hour}:00:00Z`));
        expect(ran.statusCode).toBe(200);
      }
      for (const scenario of scenarios) {
        const { customer } = customers.get(scenario) ?? {};
        if (!customer) continue;
        const placed = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
        const before = counted.get(scenario) ?? 0;
        for (let n = before; n < placed.length; n += 1) orderedOn.get(scenario)?.push(day);
        counted.set(scenario, placed.length);
      }
    }

    for (const scenario of scenarios) {
      const entry = customers.get(scenario);
      if (!entry) continue;
      expect(orderedOn.get(scenario), scenario.name).toEqual(scenario.orderDays);
      const charges = await t.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.userId, entry.customer.user.id));
      expect(
        charges.filter((intent) => intent.status === 'succeeded'),
        scenario.name,
      ).toHaveLength(scenario.orderDays.length);
      const plan = (
        await api().call('GET', `/subscriptions/${entry.planId}`, entry.customer.user)
      ).json().data as Subscription;
      expect(plan.orders, scenario.name).toHaveLength(scenario.orderDays.length);
      expect(plan.nextChargeOn > (scenario.orderDays.at(-1) ?? ''), scenario.name).toBe(true);

      // Its notices link to the plan's own page, which the shop serves (it linked to a 404).
      const mail = await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, entry.customer.user.email ?? ''));
      const planLinks = mail.flatMap(
        (row) => row.text.match(/https?:\/\/\S+\/account\/auto-replace\S*/g) ?? [],
      );
      expect(
        mail.some((row) => row.subject?.includes('ships on')),
        scenario.name,
      ).toBe(true);
      expect(planLinks.length, scenario.name).toBeGreaterThan(0);
      for (const link of planLinks) {
        expect(new URL(link).pathname).toBe(`/account/auto-replace/${entry.planId}`);
        expect(matchPage(new URL(link).pathname)).toBeDefined();
      }
    }
  }, 300_000);
});
