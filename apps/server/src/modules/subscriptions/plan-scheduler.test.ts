import { setTimeout as delay } from 'node:timers/promises';
import { addShopDays } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, subscriptionCycles, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CARDS, planApi, planCustomer } from './plan-fixtures.ts';
import { RUN_LOCK_KEY } from './plan-run.ts';
import { startPlanScheduler } from './plan-scheduler.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** A plan on a part due in 3 days (inside the 7 lead days): charged by the next run. */
async function planDueNow(t: TestApp) {
  const customer = await planCustomer(t.app, t.db, {
    card: CARDS.succeeds,
    installedOn: addShopDays(today(), 3 - 182),
    lifespanMonths: 6,
  });
  const created = await planApi(t.app).call('POST', '/subscriptions', customer.user, {
    trackedPartId: customer.trackedPartId,
  });
  expect(created.statusCode).toBe(200);
  const ordersOf = () => t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
  return Object.assign(ordersOf, { userId: customer.user.id });
}

/** The plan's due cycle, claimed by a run that was killed: its lease ends in `leaseMs`. */
async function heldByKilledRun(t: TestApp, userId: string, leaseMs: number) {
  const [plan] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!plan?.nextDueOn || !plan.nextChargeOn) throw new Error('no plan due');
  await t.db.insert(subscriptionCycles).values({
    subscriptionId: plan.id,
    dueOn: plan.nextDueOn,
    chargeOn: plan.nextChargeOn,
    leasedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
  });
}

/** The orders once there are some, or after `waitMs`. */
async function ordersWithin(ordersOf: () => Promise<unknown[]>, waitMs: number) {
  for (let waited = 0; waited < waitMs; waited += 250) {
    if ((await ordersOf()).length > 0) break;
    await delay(250);
  }
  return ordersOf();
}

/** The customer's orders once the start's run has ordered, or after `waitMs`. */
async function ordersAfterStart(t: TestApp, waitMs: number) {
  const ordersOf = await planDueNow(t);
  const scheduler = startPlanScheduler(t.app);
  try {
    return await ordersWithin(ordersOf, waitMs);
  } finally {
    await scheduler.stop();
  }
}

describe('the auto-replace run at start', () => {
  it('orders the plans due at once when the server starts', async () => {
    const t = await createTestApp();
    try {
      expect(await ordersAfterStart(t, 10_000)).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('waits for the hourly run with AUTO_REPLACE_RUN_AT_START=false', async () => {
    const t = await createTestApp({ config: { autoReplaceRunAtStart: false } });
    try {
      // The run at start orders within a second (the test above): three are plenty.
      expect(await ordersAfterStart(t, 3_000)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});

// Issue 39 item 10: a cycle a killed run held waited for the next hourly run. The catch-up comes
// a lease after the start (here 2 s: the killed run's lease ends in 1 s, as its real one ends
// within the minute of a lease).
describe('the auto-replace catch-up run', () => {
  it('orders the cycle a killed run held, once its lease ends, without waiting for the hour', async () => {
    const t = await createTestApp();
    try {
      const ordersOf = await planDueNow(t);
      await heldByKilledRun(t, ordersOf.userId, 1_000);
      const scheduler = startPlanScheduler(t.app, { catchUpDelayMs: 2_000 });
      try {
        // The run at start finds the cycle still leased; the catch-up after it orders it.
        expect(await ordersWithin(ordersOf, 10_000)).toHaveLength(1);
      } finally {
        await scheduler.stop();
      }
    } finally {
      await t.close();
    }
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs again after a run that found another holding the lock (PostgreSQL)',
    async () => {
      const t = await createTestApp();
      let scheduler: ReturnType<typeof startPlanScheduler> | undefined;
      try {
        const ordersOf = await planDueNow(t);
        // Another instance's run holds the lock for a second and a half, then dies.
        await t.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK_KEY})`);
          scheduler = startPlanScheduler(t.app, { catchUpDelayMs: 2_000 });
          await delay(1_500);
          expect(await ordersOf()).toEqual([]);
        });
        expect(await ordersWithin(ordersOf, 10_000)).toHaveLength(1);
      } finally {
        await scheduler?.stop();
        await t.close();
      }
    },
    60_000,
  );
});
