import { fittedOn, formatShopDate, nextPlanCycle } from '@shop/contract';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptionCycles, subscriptions } from '../../db/schema/index.ts';
import { partDueDay } from '../trackers/part-due.ts';
import { readPlanSettings } from './plan-settings.ts';
import { type PartRow, type PlanRow, planStore, SYSTEM } from './plan-store.ts';

/** Cycle states with money in motion: the plan's next due date stays until they end. */
const COMMITTED = ['charged', 'requires_action', 'retrying'] as const;

/** Where the plan's next cycle is by the rule (contract plan-schedule.ts), the part as it is now. */
export function scheduleOf(plan: PlanRow, part: PartRow, leadDays: number, today: string) {
  // The customer's own interval stands in for the part's lifespan until reset (decision 077).
  const lifespanMonths = plan.intervalMonths ?? part.initialLifespanMonths;
  const next = nextPlanCycle({
    partDueOn: partDueDay({ ...part, initialLifespanMonths: lifespanMonths }),
    lifespanMonths,
    lastDueOn: plan.lastDueOn,
    leadDays,
    today,
  });
  // A date the customer chose holds while the cycle is for the same due date.
  if (plan.chargeOnChosen && plan.nextDueOn === next.dueOn) {
    return { dueOn: next.dueOn, chargeOn: plan.nextChargeOn, chosen: true };
  }
  return { ...next, chosen: false };
}

/**
 * The cycle for `dueOn` is done (shipped or skipped on the day `doneOn`): the plan moves to its
 * next cycle, one lifespan after the replacement counts as fitted (`fittedOn`), charged no
 * earlier than the day `from`; a plan that was waiting on a failed payment is active again.
 */
export async function advancePast(
  tx: Database,
  plan: PlanRow,
  part: PartRow,
  cycle: { dueOn: string; doneOn: string },
  leadDays: number,
  from: string,
) {
  const lastDueOn = fittedOn(cycle.dueOn, cycle.doneOn);
  const next = scheduleOf({ ...plan, lastDueOn, chargeOnChosen: false }, part, leadDays, from);
  await tx
    .update(subscriptions)
    .set({
      lastDueOn,
      nextDueOn: next.dueOn,
      nextChargeOn: next.chargeOn,
      chargeOnChosen: false,
      ...(plan.status === 'payment_failed' && { status: 'active' as const }),
    })
    .where(eq(subscriptions.id, plan.id));
  return next;
}

/**
 * Brings a plan's next cycle in line with its part (a reset, Replaced or snooze moves it),
 * unless that cycle already has money in motion. A cycle row left behind with nothing charged
 * is dropped. Returns the plan as stored afterwards.
 */
export async function refreshSchedule(
  db: Database,
  plan: PlanRow,
  part: PartRow,
  leadDays: number,
  now: Date,
): Promise<PlanRow> {
  if (plan.status === 'cancelled') return plan;
  const today = now.toISOString().slice(0, 10);
  const current = await planStore.cycle(db, plan.id, plan.nextDueOn);
  if (current && (COMMITTED.some((state) => state === current.state) || current.chargeKey)) {
    return plan;
  }
  const next = scheduleOf(plan, part, leadDays, today);
  if (plan.nextDueOn === next.dueOn && plan.nextChargeOn === next.chargeOn) return plan;
  const [updated] = await db
    .update(subscriptions)
    .set({ nextDueOn: next.dueOn, nextChargeOn: next.chargeOn, chargeOnChosen: next.chosen })
    .where(and(eq(subscriptions.id, plan.id), eq(subscriptions.nextDueOn, plan.nextDueOn)))
    .returning();
  if (!updated) return plan;
  if (plan.nextDueOn !== next.dueOn) {
    await db
      .delete(subscriptionCycles)
      .where(
        and(
          eq(subscriptionCycles.subscriptionId, plan.id),
          ne(subscriptionCycles.dueOn, next.dueOn),
          eq(subscriptionCycles.state, 'pending'),
          isNull(subscriptionCycles.chargeKey),
          or(
            isNull(subscriptionCycles.leasedUntil),
            lt(subscriptionCycles.leasedUntil, sql`now()`),
          ),
        ),
      );
    await planStore.record(db, plan.id, {
      at: now,
      kind: 'schedule_moved',
      detail: `The part's due date is now ${formatShopDate(next.dueOn)}, so the next shipment moves to ${formatShopDate(updated.nextChargeOn)}.`,
      actor: SYSTEM,
    });
  }
  return updated;
}

/** After a reset, Replaced or snooze of a part: its live plan follows at once. */
export async function refreshPlansOfPart(
  db: Database,
  trackedPartId: string,
  leadDays: number,
  now: Date,
) {
  const plan = await planStore.liveOfPart(db, trackedPartId);
  if (!plan) return;
  const context = await planStore.context(db, plan.id);
  if (context) await refreshSchedule(db, context.plan, context.part, leadDays, now);
}

/** The hook the trackers module calls after a part is reset or snoozed. */
export function followPart(db: Database, defaultLeadDays: number) {
  return async (trackedPartId: string, now: Date) => {
    const { leadDays } = await readPlanSettings(db, defaultLeadDays);
    await refreshPlansOfPart(db, trackedPartId, leadDays, now);
  };
}
