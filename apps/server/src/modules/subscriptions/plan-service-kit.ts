import type { Subscription, SubscriptionActor } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors/index.ts';
import type { PlanCard } from './plan-cards.ts';
import { type PlanMail, planMail } from './plan-mail.ts';
import { readPlanSettings } from './plan-settings.ts';
import { PLAN_NOT_FOUND, type PlanContext, type PlanRow, planStore } from './plan-store.ts';
import { planView } from './plan-view.ts';
import type { PlanDeps } from './plans.service.ts';

/**
 * What the plan service's parts share: the settings, the plan's view, the customer's own plan,
 * the card to charge, and a change's transaction with its event and confirmation e-mail.
 */
export function planServiceKit(deps: PlanDeps) {
  const { db } = deps;
  const settings = () => readPlanSettings(db, deps.defaultLeadDays);
  const view = planView(deps, settings);

  async function own(userId: string, id: string): Promise<PlanContext> {
    const context = await planStore.contextOf(db, userId, id);
    if (!context) throw new NotFoundError(PLAN_NOT_FOUND);
    return context;
  }

  /** Runs `change` in a transaction with its event and its confirmation e-mail; answers the plan. */
  async function act(
    context: PlanContext,
    now: Date,
    change: (tx: Database, mail: PlanMail) => Promise<void>,
  ): Promise<Subscription> {
    const mail = planMail({ messenger: deps.messenger, settings: deps.mail, log: deps.log });
    try {
      await db.transaction(async (tx) => change(tx, mail));
    } catch (error) {
      mail.discard();
      throw error;
    }
    await mail.flush();
    const fresh = await planStore.context(db, context.plan.id);
    if (!fresh) throw new NotFoundError(PLAN_NOT_FOUND);
    return view(fresh, now);
  }

  function assertLive(plan: PlanRow) {
    if (plan.status === 'cancelled') throw new ConflictError('This plan is cancelled.');
  }

  /** A cycle being charged now cannot be changed under the run. */
  async function assertNotInFlight(plan: PlanRow) {
    const cycle = await planStore.cycle(db, plan.id, plan.nextDueOn);
    if (cycle && (cycle.chargeKey || cycle.state === 'charged')) {
      throw new ConflictError('This shipment is being charged right now. Try again in a minute.');
    }
    return cycle;
  }

  async function chooseCard(userId: string, paymentMethodId?: string): Promise<PlanCard> {
    if (paymentMethodId) {
      const card = await deps.cards.find(userId, paymentMethodId);
      if (!card) throw new NotFoundError('Card not found.');
      return card;
    }
    const card = await deps.cards.defaultOf(userId);
    if (!card) throw new ConflictError('Save a card first: auto-replace pays with a saved card.');
    return card;
  }

  function record(
    tx: Database,
    plan: PlanRow,
    kind: Parameters<typeof planStore.record>[2]['kind'],
    detail: string,
    actor: SubscriptionActor,
    now: Date,
  ) {
    return planStore.record(tx, plan.id, { at: now, kind, detail, actor });
  }

  const byWhom = (actor: SubscriptionActor) =>
    actor.kind === 'admin' ? ` (by ${actor.name ?? 'the shop'})` : '';

  return {
    deps,
    db,
    settings,
    view,
    own,
    act,
    assertLive,
    assertNotInFlight,
    chooseCard,
    record,
    byWhom,
  };
}

export type PlanServiceKit = ReturnType<typeof planServiceKit>;
