import { addShopDays, formatShopDate, PLAN_NOTICE_DAYS, type Subscription } from '@shop/contract';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { subscriptionCycles, subscriptions } from '../../db/schema/index.ts';
import { ConflictError } from '../../errors/index.ts';
import { isoDay } from '../trackers/part-due.ts';
import { nextBoxPlans } from './plan-box.ts';
import type { PlanRunner } from './plan-run.ts';
import { CUSTOMER, type PlanContext, planStore } from './plan-store.ts';
import type { PlanDeps, plansService } from './plans.service.ts';

const BEING_CHARGED = 'This box is being charged right now. Try again in a minute.';

/**
 * POST /subscriptions/{id}/ship-now (decision 077): the plan's next box is charged and ordered
 * today instead of on its day, through the run's own path (the cycle's lease, its charge key
 * written before the charge, settle's lock), so two presses place one order.
 */
export function planShipNow(input: {
  deps: PlanDeps;
  plans: ReturnType<typeof plansService>;
  runner: PlanRunner;
}) {
  const { deps, plans, runner } = input;
  const { db } = deps;

  /** Why the plan cannot ship now, as a 409; nothing when it can. */
  async function refuse(context: PlanContext, today: string) {
    const { plan } = context;
    if (plan.status !== 'active') {
      throw new ConflictError(
        'Only an active plan can ship now. Resume it or pay what is owed first.',
      );
    }
    if (!plan.paymentMethodId) {
      throw new ConflictError('Choose a card for this plan first: ship now charges it today.');
    }
    const { boxWindowDays } = await plans.settings();
    const boxIds = await nextBoxPlans(db, plan, boxWindowDays);
    const box = await db
      .select({ chargeOn: subscriptions.nextChargeOn })
      .from(subscriptions)
      .where(inArray(subscriptions.id, boxIds));
    const boxDay = box.map((row) => row.chargeOn).sort()[0] ?? plan.nextChargeOn;
    if (boxDay <= addShopDays(today, PLAN_NOTICE_DAYS)) {
      throw new ConflictError(
        `Your next box already ships on ${formatShopDate(boxDay)}, so there is nothing to bring forward.`,
      );
    }
    if (plan.lastDueOn !== null && plan.lastDueOn >= today) {
      throw new ConflictError(
        `Your last box was for the part due ${formatShopDate(plan.lastDueOn)}: the next one can ship now from that day.`,
      );
    }
    const cycle = await planStore.cycle(db, plan.id, plan.nextDueOn);
    if (cycle && (cycle.chargeKey || cycle.boxCycleId || cycle.state !== 'pending')) {
      throw new ConflictError(BEING_CHARGED);
    }
  }

  return async function shipNow(context: PlanContext, now: Date): Promise<Subscription> {
    const { plan } = context;
    const today = isoDay(now);
    await refuse(context, today);
    await db.transaction(async (tx) => {
      await tx
        .insert(subscriptionCycles)
        .values({ subscriptionId: plan.id, dueOn: plan.nextDueOn, chargeOn: today })
        .onConflictDoNothing();
      await tx
        .update(subscriptionCycles)
        .set({ chargeOn: today })
        .where(
          and(
            eq(subscriptionCycles.subscriptionId, plan.id),
            eq(subscriptionCycles.dueOn, plan.nextDueOn),
            eq(subscriptionCycles.state, 'pending'),
            isNull(subscriptionCycles.chargeKey),
          ),
        );
      const [moved] = await tx
        .update(subscriptions)
        .set({ nextChargeOn: today, chargeOnChosen: true })
        .where(
          and(
            eq(subscriptions.id, plan.id),
            eq(subscriptions.nextDueOn, plan.nextDueOn),
            ne(subscriptions.nextChargeOn, today),
          ),
        )
        .returning({ id: subscriptions.id });
      if (!moved) return;
      await planStore.record(tx, plan.id, {
        at: now,
        kind: 'shipped_now',
        detail: `Ship now: the box for the part due ${formatShopDate(plan.nextDueOn)} is charged and shipped today.`,
        actor: CUSTOMER,
      });
    });
    await runner.payNow(plan.id, plan.nextDueOn, now);
    const cycle = await planStore.cycle(db, plan.id, plan.nextDueOn);
    // Another press holds the box: it is charged once, by that press.
    if (!cycle || cycle.state === 'pending' || cycle.state === 'charged') {
      throw new ConflictError(BEING_CHARGED);
    }
    return plans.get(plan.userId, plan.id, now);
  };
}
