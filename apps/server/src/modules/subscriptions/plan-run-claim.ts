import { and, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { subscriptionCycles, subscriptions } from '../../db/schema/index.ts';
import { isoDay } from '../trackers/part-due.ts';
import { planBox } from './plan-box.ts';
import { leaseEnd, leaseFree, type RunKit } from './plan-run-kit.ts';
import type { CycleRow } from './plan-store.ts';

export const BATCH = 20;
/** The run's claim on due cycles: a batch at a time, under a lease (decision 052). */
export function planCycleClaim(kit: RunKit) {
  const { db } = kit;

  /**
   * Claims up to BATCH cycles due now: active plans whose charge day has come (their cycle row
   * is created first; the unique plan + due date key makes it one), cycles whose retry time has
   * come, and charged cycles whose order a dead run left unplaced.
   */
  async function claim(now: Date): Promise<CycleRow[]> {
    const today = isoDay(now);
    const due = await db
      .select({
        id: subscriptions.id,
        dueOn: subscriptions.nextDueOn,
        chargeOn: subscriptions.nextChargeOn,
      })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.nextChargeOn, today)))
      .limit(500);
    if (due.length > 0) {
      await db
        .insert(subscriptionCycles)
        .values(
          due.map((plan) => ({
            subscriptionId: plan.id,
            dueOn: plan.dueOn,
            chargeOn: plan.chargeOn,
          })),
        )
        .onConflictDoNothing();
    }
    await planBox.freeStranded(db);
    const claimable = db
      .select({ id: subscriptionCycles.id })
      .from(subscriptionCycles)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCycles.subscriptionId))
      .where(
        and(
          leaseFree,
          or(
            and(
              eq(subscriptionCycles.state, 'pending'),
              // A rider is charged with its box's lead, never on its own (decision 067).
              isNull(subscriptionCycles.boxCycleId),
              eq(subscriptions.status, 'active'),
              eq(subscriptionCycles.dueOn, subscriptions.nextDueOn),
              lte(subscriptions.nextChargeOn, today),
            ),
            and(
              inArray(subscriptionCycles.state, ['retrying', 'requires_action']),
              inArray(subscriptions.status, ['active', 'payment_failed']),
              lte(subscriptionCycles.nextRetryAt, now),
            ),
            eq(subscriptionCycles.state, 'charged'),
            and(
              isNotNull(subscriptionCycles.chargeKey),
              inArray(subscriptions.status, ['active', 'payment_failed']),
            ),
          ),
        ),
      )
      .orderBy(subscriptionCycles.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(subscriptionCycles)
      .set({ leasedUntil: leaseEnd })
      .where(inArray(subscriptionCycles.id, claimable))
      .returning();
  }

  return { claim };
}
