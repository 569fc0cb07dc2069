import { addShopDays, formatShopDate, PLAN_NOTICE_DAYS } from '@shop/contract';
import { and, eq, lte } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';
import { isoDay } from '../trackers/part-due.ts';
import type { RunKit } from './plan-run-kit.ts';
import { refreshSchedule } from './plan-schedule.ts';
import { resumePlan } from './plan-status-changes.ts';
import { planStore, SYSTEM } from './plan-store.ts';

/** Before the run charges: paused plans whose day has come resume, soon-charged plans follow their part. */
export function planUpkeep(kit: RunKit) {
  const { db, inTransaction } = kit;

  /** Paused plans whose day to resume has come. */
  async function resumeDue(now: Date, leadDays: number) {
    const today = isoDay(now);
    const due = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'paused'), lte(subscriptions.pausedUntil, today)));
    for (const { id } of due) {
      await inTransaction(async (tx, mail) => {
        const context = await planStore.context(tx, id);
        if (context?.plan.status !== 'paused') return;
        const resumed = await resumePlan(tx, context, leadDays, now);
        const detail = `Plan resumed as planned; the next shipment goes out on ${formatShopDate(resumed.nextChargeOn)}`;
        await planStore.record(tx, id, {
          at: now,
          kind: 'resumed',
          detail: `${detail}.`,
          actor: SYSTEM,
        });
        await mail.confirm(tx, context, detail);
      });
    }
  }

  /** Active plans charged within the notice days: their schedule follows the part first. */
  async function refreshSoon(now: Date, leadDays: number) {
    const horizon = addShopDays(isoDay(now), PLAN_NOTICE_DAYS);
    const soon = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.nextChargeOn, horizon)));
    for (const { id } of soon) {
      const context = await planStore.context(db, id);
      if (context) await refreshSchedule(db, context.plan, context.part, leadDays, now);
    }
  }

  return { resumeDue, refreshSoon };
}
