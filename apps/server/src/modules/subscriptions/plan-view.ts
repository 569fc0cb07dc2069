import {
  centsToDollars,
  planChargeWindow,
  type Subscription,
  type SubscriptionSettings,
} from '@shop/contract';
import { isoDay } from '../trackers/part-due.ts';
import { nextBoxPlans } from './plan-box.ts';
import type { PlanCard } from './plan-cards.ts';
import { isUnpaid, pauseCauseOf } from './plan-dunning.ts';
import { planOrders } from './plan-orders.ts';
import { boxPrice, planPrice } from './plan-price.ts';
import {
  addressOf,
  type CycleRow,
  type PlanContext,
  type PlanRow,
  planStore,
} from './plan-store.ts';
import type { PlanDeps } from './plans.service.ts';

const PENDING_STATES = ['retrying', 'requires_action'] as const;

/** The plan as the API answers it: price, window, card, pending cycle and timeline. */
export function planView(deps: PlanDeps, settings: () => Promise<SubscriptionSettings>) {
  const { db } = deps;

  async function cardOf(plan: PlanRow): Promise<PlanCard | null> {
    return plan.paymentMethodId ? deps.cards.find(plan.userId, plan.paymentMethodId) : null;
  }

  return async function view(
    context: PlanContext,
    now: Date,
    known?: SubscriptionSettings,
  ): Promise<Subscription> {
    const { plan, part, product, tracker } = context;
    const current = known ?? (await settings());
    const [cycles, events, card, placedOrders] = await Promise.all([
      planStore.cycles(db, plan.id),
      planStore.events(db, plan.id),
      cardOf(plan),
      planOrders(db, plan.id),
    ]);
    const price = planPrice(
      product.priceCents,
      plan.quantity,
      current,
      plan.shippingState,
      deps.pricing,
    );
    const boxIds = await nextBoxPlans(db, plan, current.boxWindowDays);
    const boxParts = boxIds.length > 1 ? await planStore.contextsByIds(db, boxIds) : [context];
    const box = boxPrice(
      boxParts.map((part) => ({
        priceEachCents: part.product.priceCents,
        quantity: part.plan.quantity,
      })),
      current,
      plan.shippingState,
      deps.pricing,
    );
    const thisCycle = cycles.find((cycle) => cycle.dueOn === plan.nextDueOn);
    // A box waiting on payment or stock; after the last failed try (paused), still owed.
    const open =
      thisCycle &&
      (PENDING_STATES.some((s) => s === thisCycle.state) ||
        (plan.status === 'paused' && isUnpaid(thisCycle)))
        ? thisCycle
        : undefined;
    return {
      _id: plan.id,
      status: plan.status,
      trackedPartId: plan.trackedPartId,
      productId: plan.productId,
      quantity: plan.quantity,
      priceEach: centsToDollars(product.priceCents),
      discountPercent: current.discountPercent,
      nextChargeOn: plan.nextChargeOn,
      paymentMethodId: plan.paymentMethodId,
      orders: cycles
        .filter((cycle) => cycle.orderId)
        .map((cycle) => cycle.orderId as string)
        .reverse(),
      placedOrders,
      productName: product.name,
      productImageUrl: product.imageUrl,
      systemName: tracker.customName,
      partName: part.partProductNameSnapshot,
      nextDueOn: plan.nextDueOn,
      nextAmount: centsToDollars(price.totalCents),
      intervalMonths: plan.intervalMonths ?? part.initialLifespanMonths,
      partIntervalMonths: part.initialLifespanMonths,
      intervalChosen: plan.intervalMonths !== null,
      pausedBy: pauseCauseOf(plan.status, thisCycle),
      nextBox: {
        planIds: boxIds,
        goods: centsToDollars(box.subtotalCents),
        discount: centsToDollars(box.discountCents),
        shipping: centsToDollars(box.shippingCents),
        tax: centsToDollars(box.taxCents),
        total: centsToDollars(box.totalCents),
      },
      window: planChargeWindow(plan.nextDueOn, isoDay(now)),
      card,
      shippingAddress: addressOf(plan),
      pausedUntil: plan.status === 'paused' ? plan.pausedUntil : null,
      cancelReason: plan.cancelReason,
      pending: open ? pendingOf(open) : null,
      createdAt: plan.createdAt.toISOString(),
      events: events.map((event) => ({
        at: event.at.toISOString(),
        kind: event.kind as Subscription['events'][number]['kind'],
        detail: event.detail,
        actor: { kind: event.actorKind, name: event.actorName },
      })),
    };
  };
}

/** What the portal shows of a cycle waiting on the customer or on stock. */
export function pendingOf(cycle: CycleRow): Subscription['pending'] {
  const reason = (cycle.reason ?? 'declined') as NonNullable<Subscription['pending']>['reason'];
  return {
    dueOn: cycle.dueOn,
    reason,
    nextRetryOn: cycle.nextRetryAt ? isoDay(cycle.nextRetryAt) : null,
    attempts: cycle.attempts,
    payUrl: null,
    amount: cycle.amountCents === null ? null : centsToDollars(cycle.amountCents),
    lastError: cycle.reason === 'out_of_stock' ? null : cycle.lastError,
  };
}
