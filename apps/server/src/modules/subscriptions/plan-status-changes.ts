import { formatShopDate, type SubscriptionActor } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptionCycles, subscriptions } from '../../db/schema/index.ts';
import { ConflictError, ValidationError } from '../../errors/index.ts';
import { isoDay } from '../trackers/part-due.ts';
import { refreshSchedule } from './plan-schedule.ts';
import type { PlanServiceKit } from './plan-service-kit.ts';
import type { PlanContext, PlanRow } from './plan-store.ts';

/** The customer or the owner pauses, resumes or cancels a plan. */
export function planStatusChanges(kit: PlanServiceKit) {
  const { settings, act, assertLive, assertNotInFlight, record, byWhom } = kit;
  return {
    async pause(
      context: PlanContext,
      until: string | undefined,
      actor: SubscriptionActor,
      now: Date,
    ) {
      const { plan } = context;
      assertLive(plan);
      if (until !== undefined && until <= isoDay(now)) {
        throw new ValidationError('Choose a day after today to resume on.');
      }
      // Resuming on or before the next shipment's day would change nothing (decision 077).
      if (until !== undefined && plan.status === 'active' && until <= plan.nextChargeOn) {
        const next = formatShopDate(plan.nextChargeOn);
        throw new ValidationError(
          `Your next shipment is on ${next}, so a pause until ${formatShopDate(until)} would not stop it. Choose a day after ${next}, or skip that shipment.`,
        );
      }
      return act(context, now, async (tx, mail) => {
        await tx
          .update(subscriptions)
          .set({ status: 'paused', pausedUntil: until ?? null })
          .where(eq(subscriptions.id, plan.id));
        const detail = until
          ? `Plan paused until ${formatShopDate(until)}`
          : 'Plan paused until you resume it';
        await record(tx, plan, 'paused', `${detail}${byWhom(actor)}.`, actor, now);
        await mail.confirm(tx, context, detail);
      });
    },

    async resume(context: PlanContext, actor: SubscriptionActor, now: Date) {
      const { plan } = context;
      assertLive(plan);
      if (plan.status !== 'paused') throw new ConflictError('This plan is not paused.');
      const { leadDays } = await settings();
      return act(context, now, async (tx, mail) => {
        const resumed = await resumePlan(tx, context, leadDays, now);
        const detail = `Plan resumed; the next shipment goes out on ${formatShopDate(resumed.nextChargeOn)}`;
        await record(tx, plan, 'resumed', `${detail}${byWhom(actor)}.`, actor, now);
        await mail.confirm(tx, context, detail);
      });
    },

    async cancel(
      context: PlanContext,
      reason: string | undefined,
      actor: SubscriptionActor,
      now: Date,
    ) {
      const { plan } = context;
      assertLive(plan);
      await assertNotInFlight(plan);
      return act(context, now, async (tx, mail) => {
        await tx
          .update(subscriptions)
          .set({ status: 'cancelled', cancelReason: reason || null, cancelledAt: now })
          .where(eq(subscriptions.id, plan.id));
        const detail = `Plan cancelled${reason ? ` (${reason})` : ''}`;
        await record(tx, plan, 'cancelled', `${detail}${byWhom(actor)}.`, actor, now);
        await mail.confirm(tx, context, 'Plan cancelled: nothing more will be charged or shipped');
      });
    },
  };
}

/**
 * Back to active: a cycle that failed or waited while paused is tried again at the next run,
 * and the schedule is brought up to the part's life.
 */
export async function resumePlan(
  tx: Database,
  context: PlanContext,
  leadDays: number,
  now: Date,
): Promise<PlanRow> {
  const { plan, part } = context;
  await tx
    .update(subscriptionCycles)
    .set({ state: 'pending', heldSince: null, nextRetryAt: null, reason: null })
    .where(
      and(
        eq(subscriptionCycles.subscriptionId, plan.id),
        eq(subscriptionCycles.dueOn, plan.nextDueOn),
        inArray(subscriptionCycles.state, ['failed', 'retrying', 'requires_action']),
      ),
    );
  const [active] = await tx
    .update(subscriptions)
    .set({ status: 'active', pausedUntil: null })
    .where(eq(subscriptions.id, plan.id))
    .returning();
  return refreshSchedule(tx, active ?? plan, part, leadDays, now);
}
