import { type PlanPayLink, planPayPath, type SubscriptionActor } from '@shop/contract';
import { ConflictError } from '../../errors/index.ts';
import { isoDay } from '../trackers/part-due.ts';
import { isUnpaid } from './plan-dunning.ts';
import { issuePlanLinks } from './plan-links.ts';
import type { PlanServiceKit } from './plan-service-kit.ts';
import { type PlanContext, planStore } from './plan-store.ts';

/** The owner sends the customer a fresh pay link for the plan's unpaid box (through the outbox). */
export function planPayLink(kit: PlanServiceKit) {
  const { db, act, record, byWhom } = kit;
  /** The plan's unpaid box's cycle, or a 409. */
  async function unpaid(context: PlanContext) {
    const { plan } = context;
    const cycle = await planStore.cycle(db, plan.id, plan.nextDueOn);
    if (plan.status === 'cancelled' || !isUnpaid(cycle) || cycle.boxCycleId) {
      throw new ConflictError('There is no payment waiting on this plan.');
    }
    return cycle;
  }

  return {
    /** A fresh pay page for the signed-in customer (the plan page's "Confirm the charge"). */
    async payLink(context: PlanContext, now: Date): Promise<PlanPayLink> {
      const cycle = await unpaid(context);
      const codes = await issuePlanLinks(
        db,
        { subscriptionId: context.plan.id, dueOn: cycle.dueOn },
        ['pay'] as const,
        now,
      );
      return { payPath: planPayPath(codes.pay) };
    },

    async resendPayLink(context: PlanContext, actor: SubscriptionActor, now: Date) {
      const { plan } = context;
      const cycle = await unpaid(context);
      return act(context, now, async (tx, mail) => {
        const codes = await issuePlanLinks(
          tx,
          { subscriptionId: plan.id, dueOn: cycle.dueOn },
          ['pay'] as const,
          now,
        );
        await mail.paymentFailed(tx, context, {
          reason: cycle.reason ?? 'declined',
          amountCents: cycle.amountCents ?? 0,
          payCode: codes.pay,
          nextRetryOn: cycle.nextRetryAt ? isoDay(cycle.nextRetryAt) : null,
          why: cycle.lastError,
        });
        const detail = `The pay link was sent again${byWhom(actor)}.`;
        await record(tx, plan, 'pay_link_resent', detail, actor, now);
      });
    },
  };
}
