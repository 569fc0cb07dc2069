import { setTimeout as delay } from 'node:timers/promises';
import { addShopDays } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CARDS, planApi, planCustomer } from './plan-fixtures.ts';
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
  return () => t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
}

/** The customer's orders once the start's run has ordered, or after `waitMs`. */
async function ordersAfterStart(t: TestApp, waitMs: number) {
  const ordersOf = await planDueNow(t);
  const scheduler = startPlanScheduler(t.app);
  try {
    for (let waited = 0; waited < waitMs; waited += 250) {
      if ((await ordersOf()).length > 0) break;
      await delay(250);
    }
  } finally {
    await scheduler.stop();
  }
  return ordersOf();
}

describe('the auto-replace run at start', () => {
  it('orders the plans due at once when the server starts', async () => {
    const t = await createTestApp();
    try {
      expect(await ordersAfterStart(t, 10_000)).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 30_000);

  it('waits for the hourly run with AUTO_REPLACE_RUN_AT_START=false', async () => {
    const t = await createTestApp({ config: { autoReplaceRunAtStart: false } });
    try {
      // The run at start orders within a second (the test above): three are plenty.
      expect(await ordersAfterStart(t, 3_000)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 30_000);
});
