import {
  addShopDays,
  formatShopDate,
  inPlanWindow,
  planChargeWindow,
  type SubscriptionActor,
} from '@shop/contract';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptionCycles, subscriptions } from '../../db/schema/index.ts';
import { ConflictError } from '../../errors/index.ts';
import { isoDay } from '../trackers/part-due.ts';
import { advancePast } from './plan-schedule.ts';
import type { PlanServiceKit } from './plan-service-kit.ts';
import type { PlanContext, PlanRow } from './plan-store.ts';

/** The customer or the owner moves the next shipment: skip it, or delay it within the window. */
export function planScheduleChanges(kit: PlanServiceKit) {
  const { settings, act, assertLive, assertNotInFlight, record, byWhom } = kit;

  /** Skips the plan's next cycle: nothing is charged for that due date; the plan goes on. */
  async function skipNext(
    tx: Database,
    plan: PlanRow,
    part: PlanContext['part'],
    now: Date,
    leadDays: number,
  ): Promise<string> {
    const dueOn = plan.nextDueOn;
    await tx
      .insert(subscriptionCycles)
      .values({ subscriptionId: plan.id, dueOn, chargeOn: plan.nextChargeOn, state: 'skipped' })
      .onConflictDoNothing();
    const [skipped] = await tx
      .update(subscriptionCycles)
      .set({ state: 'skipped', nextRetryAt: null, leasedUntil: null })
      .where(
        and(
          eq(subscriptionCycles.subscriptionId, plan.id),
          eq(subscriptionCycles.dueOn, dueOn),
          inArray(subscriptionCycles.state, ['pending', 'retrying', 'requires_action', 'skipped']),
          isNull(subscriptionCycles.chargeKey),
          or(
            isNull(subscriptionCycles.leasedUntil),
            lt(subscriptionCycles.leasedUntil, sql`now()`),
          ),
        ),
      )
      .returning({ id: subscriptionCycles.id });
    if (!skipped) throw new ConflictError('This shipment is already on its way.');
    const today = isoDay(now);
    const next = await advancePast(tx, plan, part, { dueOn, doneOn: today }, leadDays, today);
    return next.chargeOn;
  }

  return {
    async skip(context: PlanContext, actor: SubscriptionActor, now: Date) {
      const { plan, part } = context;
      assertLive(plan);
      const { leadDays } = await settings();
      return act(context, now, async (tx, mail) => {
        const next = await skipNext(tx, plan, part, now, leadDays);
        const detail = `Skipped the shipment for the part due ${formatShopDate(plan.nextDueOn)}; the next one goes out on ${formatShopDate(next)}`;
        await record(tx, plan, 'skipped', `${detail}${byWhom(actor)}.`, actor, now);
        await mail.confirm(tx, context, detail);
      });
    },

    /** Moves the next charge later by `days` (the notice's delay links), within the window. */
    async delay(context: PlanContext, days: number, actor: SubscriptionActor, now: Date) {
      const { plan } = context;
      assertLive(plan);
      await assertNotInFlight(plan);
      const target = addShopDays(plan.nextChargeOn, days);
      const window = planChargeWindow(plan.nextDueOn, isoDay(now));
      if (!inPlanWindow(target, window)) {
        throw new ConflictError(
          `The shipment can move to ${formatShopDate(window.to)} at the latest for this part.`,
        );
      }
      return act(context, now, async (tx, mail) => {
        await tx
          .update(subscriptions)
          .set({ nextChargeOn: target, chargeOnChosen: true })
          .where(eq(subscriptions.id, plan.id));
        const detail = `Next shipment delayed to ${formatShopDate(target)}`;
        await record(tx, plan, 'date_changed', `${detail}${byWhom(actor)}.`, actor, now);
        await mail.confirm(tx, context, detail);
      });
    },
  };
}
