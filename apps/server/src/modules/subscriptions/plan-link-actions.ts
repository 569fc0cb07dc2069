import {
  centsToDollars,
  formatShopDate,
  PLAN_DELAY_DAYS,
  type PlanPaymentBody,
  type PlanPaymentView,
  type ReminderLinkView,
} from '@shop/contract';
import { ConflictError, NotFoundError } from '../../errors/index.ts';
import { type PlanLink, releasePlanLink, resolvePlanLink, usePlanLink } from './plan-links.ts';
import { planPrice } from './plan-price.ts';
import type { PlanRunner } from './plan-run.ts';
import { readPlanSettings } from './plan-settings.ts';
import { CUSTOMER, type PlanContext, planStore } from './plan-store.ts';
import type { PlanDeps, plansService } from './plans.service.ts';

export const PLAN_LINK_BROKEN =
  'This link is damaged or has expired. Open Auto-replace in your account to manage your plan.';

const BUTTONS = {
  skip: 'Skip this shipment',
  delay2w: 'Delay 2 weeks',
  delay1m: 'Delay 1 month',
  pause: 'Pause the plan',
} as const;

type NoticeAction = keyof typeof BUTTONS;

/**
 * The notice's one-tap links and the pay-now page. Like reminder links (decision 008): GET
 * changes nothing, POST acts once, and they expire. An action link for a cycle that is no
 * longer the plan's next one says so instead of acting.
 */
export function planLinkActions(input: {
  deps: PlanDeps;
  plans: ReturnType<typeof plansService>;
  runner: PlanRunner;
}) {
  const { deps, plans, runner } = input;
  const { db } = deps;

  async function resolve(code: string, now: Date) {
    const link = await resolvePlanLink(db, code, now);
    if (!link) throw new NotFoundError(PLAN_LINK_BROKEN);
    const context = await planStore.context(db, link.subscriptionId);
    if (!context) throw new NotFoundError(PLAN_LINK_BROKEN);
    return { link, context };
  }

  /** Why a notice link has nothing left to do; null when it still applies. */
  function stale(link: PlanLink, context: PlanContext): ReminderLinkView | null {
    if (context.plan.status === 'cancelled') {
      return {
        kind: 'page',
        title: 'Plan cancelled',
        message: 'This plan is cancelled, so there is nothing to change.',
      };
    }
    if (link.usedAt) {
      return { kind: 'page', title: 'Already done', message: 'This link was already used.' };
    }
    if (context.plan.nextDueOn !== link.dueOn) {
      return {
        kind: 'page',
        title: 'Already up to date',
        message: `This shipment was already dealt with. The next one goes out on ${formatShopDate(context.plan.nextChargeOn)}.`,
      };
    }
    return null;
  }

  async function pay(context: PlanContext, body: PlanPaymentBody, now: Date) {
    const cycle = await planStore.cycle(db, context.plan.id, context.plan.nextDueOn);
    // Paid a moment ago (a second tap, another tab) and its order on its way: nothing to do.
    if (cycle?.state === 'charged') return;
    const open = cycle && ['retrying', 'requires_action', 'failed'].includes(cycle.state);
    if (!cycle || !open || cycle.reason === 'out_of_stock') {
      throw new ConflictError('There is no payment waiting on this plan.');
    }
    if (context.plan.status === 'cancelled') throw new ConflictError('This plan is cancelled.');
    let current = context;
    if (body.paymentMethodId && body.paymentMethodId !== context.plan.paymentMethodId) {
      await plans.update(context, { paymentMethodId: body.paymentMethodId }, CUSTOMER, now);
      current = (await planStore.context(db, context.plan.id)) ?? context;
    }
    if (body.authenticated && cycle.state === 'requires_action') {
      await runner.authenticate(current.plan.id, cycle.dueOn, now);
    } else {
      await runner.payNow(current.plan.id, cycle.dueOn, now);
    }
  }

  async function payView(link: PlanLink, context: PlanContext): Promise<PlanPaymentView> {
    const cycle = await planStore.cycle(db, context.plan.id, link.dueOn);
    if (!cycle) throw new NotFoundError(PLAN_LINK_BROKEN);
    const current = await readPlanSettings(db, deps.defaultLeadDays);
    const amountCents =
      cycle.amountCents ??
      planPrice(
        context.product.priceCents,
        context.plan.quantity,
        current,
        context.plan.shippingState,
        deps.pricing,
      ).totalCents;
    const card = context.plan.paymentMethodId
      ? await deps.cards.find(context.plan.userId, context.plan.paymentMethodId)
      : null;
    const closed = cycle.state === 'skipped' || context.plan.status === 'cancelled';
    // The plan's owner's intent only: the processor refuses another user's (404).
    const authentication =
      cycle.state === 'requires_action' && !closed && cycle.paymentIntentId
        ? await deps.cards.authenticationFor({
            userId: context.plan.userId,
            paymentIntentId: cycle.paymentIntentId,
          })
        : null;
    return {
      subscriptionId: context.plan.id,
      productName: context.product.name,
      dueOn: cycle.dueOn,
      amount: centsToDollars(amountCents),
      reason: (cycle.reason ?? 'declined') as PlanPaymentView['reason'],
      card,
      canAuthenticate: cycle.state === 'requires_action',
      authentication,
      state: ['ordered', 'charged'].includes(cycle.state) ? 'paid' : closed ? 'closed' : 'open',
      orderId: cycle.orderId,
      lastError: cycle.reason === 'out_of_stock' ? null : cycle.lastError,
    };
  }

  return {
    pay,

    async describe(code: string, now: Date): Promise<ReminderLinkView> {
      const { link, context } = await resolve(code, now);
      if (link.action === 'pay') throw new NotFoundError(PLAN_LINK_BROKEN);
      const nothing = stale(link, context);
      if (nothing) return nothing;
      const name = context.product.name;
      const when = formatShopDate(context.plan.nextChargeOn);
      const action = link.action as NoticeAction;
      const message = {
        skip: `Skip the ${name} shipment of ${when}? Nothing is charged for it; the plan goes on with the next one.`,
        delay2w: `Move the ${name} shipment of ${when} 2 weeks later?`,
        delay1m: `Move the ${name} shipment of ${when} 1 month later?`,
        pause: `Pause your ${name} plan? Nothing ships or is charged until you resume it.`,
      }[action];
      return { kind: 'confirm', title: BUTTONS[action], message, button: BUTTONS[action] };
    },

    async act(code: string, now: Date): Promise<ReminderLinkView> {
      const { link, context } = await resolve(code, now);
      if (link.action === 'pay') throw new NotFoundError(PLAN_LINK_BROKEN);
      const nothing = stale(link, context);
      if (nothing) return nothing;
      if (!(await usePlanLink(db, code, now))) {
        return { kind: 'page', title: 'Already done', message: 'This link was already used.' };
      }
      const actor = { kind: 'customer' as const, name: null };
      try {
        const action = link.action as NoticeAction;
        const plan =
          action === 'skip'
            ? await plans.skip(context, actor, now)
            : action === 'pause'
              ? await plans.pause(context, undefined, actor, now)
              : await plans.delay(
                  context,
                  PLAN_DELAY_DAYS[action === 'delay2w' ? '2w' : '1m'],
                  actor,
                  now,
                );
        const title = {
          skip: 'Shipment skipped',
          delay2w: 'Shipment delayed',
          delay1m: 'Shipment delayed',
          pause: 'Plan paused',
        }[action];
        const message =
          action === 'pause'
            ? 'Nothing ships or is charged until you resume the plan in your account.'
            : `The next shipment goes out on ${formatShopDate(plan.nextChargeOn)}.`;
        return { kind: 'page', title, message };
      } catch (error) {
        // Nothing was done: the link stays usable.
        await releasePlanLink(db, link.codeHash);
        if (error instanceof ConflictError) {
          return { kind: 'page', title: 'Not changed', message: error.message };
        }
        throw error;
      }
    },

    async payView(code: string, now: Date): Promise<PlanPaymentView> {
      const { link, context } = await resolve(code, now);
      if (link.action !== 'pay') throw new NotFoundError(PLAN_LINK_BROKEN);
      return payView(link, context);
    },

    async payByCode(code: string, body: PlanPaymentBody, now: Date): Promise<PlanPaymentView> {
      const { link, context } = await resolve(code, now);
      if (link.action !== 'pay') throw new NotFoundError(PLAN_LINK_BROKEN);
      if (context.plan.nextDueOn !== link.dueOn) return payView(link, context);
      await pay(context, body, now);
      const fresh = (await planStore.context(db, context.plan.id)) ?? context;
      return payView(link, fresh);
    },
  };
}
