import { addShopDays, formatOrderNumber, formatShopDate } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptionCycles, subscriptions } from '../../db/schema/index.ts';
import { isoDay } from '../trackers/part-due.ts';
import { planBox } from './plan-box.ts';
import { issuePlanLinks } from './plan-links.ts';
import { type RunKit, startOfDay, type Tally } from './plan-run-kit.ts';
import { advancePast } from './plan-schedule.ts';
import { type CycleRow, type PlanContext, planStore, SYSTEM } from './plan-store.ts';

const OUT_OF_STOCK_DAYS = 7;
/** How a cycle ends: settled into an order, held for stock, or failed into dunning. */
export function planCycleOutcomes(kit: RunKit) {
  const { deps, inTransaction } = kit;

  /** Settles a charged cycle: its order, the plan advanced, the timeline. */
  async function settleCycle(cycle: CycleRow, now: Date, tally: Tally, leadDays: number) {
    if (!cycle.paymentIntentId) return;
    const settled = await deps.fulfilment.settle(cycle.paymentIntentId);
    if (settled.kind === 'unpaid') return;
    await inTransaction(async (tx) => {
      const context = await planStore.context(tx, cycle.subscriptionId);
      if (!context) return;
      const ordered = settled.kind === 'order';
      const [marked] = await tx
        .update(subscriptionCycles)
        .set({
          state: ordered ? 'ordered' : 'skipped',
          orderId: ordered ? settled.order.order.id : null,
          lastError: ordered ? null : settled.reason,
          nextRetryAt: null,
          leasedUntil: null,
          recovered: cycle.attempts > 1 || cycle.heldSince !== null,
        })
        .where(and(eq(subscriptionCycles.id, cycle.id), eq(subscriptionCycles.state, 'charged')))
        .returning({ id: subscriptionCycles.id });
      if (!marked) return;
      await advance(tx, context, cycle.dueOn, now, leadDays);
      const riders = await planBox.riders(tx, cycle.id);
      if (ordered) {
        tally.ordered += 1;
        const number = formatOrderNumber(settled.order.order.orderNumber);
        const together =
          riders.length > 0
            ? ` in one box with ${riders.length} more part${riders.length === 1 ? '' : 's'}`
            : '';
        await planStore.record(tx, cycle.subscriptionId, {
          at: now,
          kind: 'order_placed',
          detail: `Order ${number} placed for the part due ${formatShopDate(cycle.dueOn)}${together}.`,
          actor: SYSTEM,
        });
        // Each part that rode in the box (decision 067) is ordered with it and moves on.
        for (const rider of riders) {
          const [carried] = await tx
            .update(subscriptionCycles)
            .set({ state: 'ordered', orderId: settled.order.order.id, leasedUntil: null })
            .where(
              and(
                eq(subscriptionCycles.id, rider.cycle.id),
                eq(subscriptionCycles.state, 'pending'),
              ),
            )
            .returning({ id: subscriptionCycles.id });
          if (!carried) continue;
          await advance(tx, rider, rider.cycle.dueOn, now, leadDays);
          await planStore.record(tx, rider.plan.id, {
            at: now,
            kind: 'order_placed',
            detail: `Order ${number} placed for the part due ${formatShopDate(rider.cycle.dueOn)}, in one box with ${context.product.name}.`,
            actor: SYSTEM,
          });
        }
      } else {
        await planBox.detachAll(tx, cycle.id);
        tally.skipped += 1;
        await planStore.record(tx, cycle.subscriptionId, {
          at: now,
          kind: 'skipped',
          detail: `The shipment for the part due ${formatShopDate(cycle.dueOn)} could not be placed and was refunded: ${settled.reason}`,
          actor: SYSTEM,
        });
      }
    });
  }

  /** A settled or skipped run cycle: the next one is counted from tomorrow. */
  function advance(
    tx: Database,
    { plan, part }: PlanContext,
    dueOn: string,
    now: Date,
    leadDays: number,
  ) {
    const today = isoDay(now);
    return advancePast(tx, plan, part, { dueOn, doneOn: today }, leadDays, addShopDays(today, 1));
  }

  /** Out of stock: no charge; held and tried daily, skipped after OUT_OF_STOCK_DAYS. */
  async function holdForStock(
    cycle: CycleRow,
    context: PlanContext,
    now: Date,
    tally: Tally,
    leadDays: number,
  ) {
    const heldSince = cycle.heldSince ?? now;
    const days = Math.floor(
      (startOfDay(isoDay(now)).getTime() - startOfDay(isoDay(heldSince)).getTime()) / 86_400_000,
    );
    const skip = days >= OUT_OF_STOCK_DAYS;
    await inTransaction(async (tx, mail) => {
      // A box waiting on its lead's stock lets its other parts go on their own (decision 067).
      await planBox.detachAll(tx, cycle.id);
      await tx
        .update(subscriptionCycles)
        .set({
          state: skip ? 'skipped' : 'retrying',
          reason: 'out_of_stock',
          heldSince,
          nextRetryAt: skip ? null : startOfDay(addShopDays(isoDay(now), 1)),
          lastError: `${context.product.name} is out of stock.`,
          leasedUntil: null,
        })
        .where(eq(subscriptionCycles.id, cycle.id));
      if (skip) {
        await advance(tx, context, cycle.dueOn, now, leadDays);
        await planStore.record(tx, context.plan.id, {
          at: now,
          kind: 'skipped',
          detail: `Skipped: ${context.product.name} stayed out of stock for ${OUT_OF_STOCK_DAYS} days. Nothing was charged.`,
          actor: SYSTEM,
        });
        await mail.outOfStock(tx, context, { dueOn: cycle.dueOn, skipped: true });
      } else if (!cycle.heldSince) {
        await planStore.record(tx, context.plan.id, {
          at: now,
          kind: 'out_of_stock',
          detail: `${context.product.name} is out of stock: nothing charged; tried again daily for ${OUT_OF_STOCK_DAYS} days.`,
          actor: SYSTEM,
        });
        await mail.outOfStock(tx, context, { dueOn: cycle.dueOn, skipped: false });
      }
    });
    if (skip) tally.skipped += 1;
    else tally.outOfStock += 1;
  }

  /** A declined or unauthenticated charge: retried on the configured days, then the plan pauses. */
  async function failed(
    cycle: CycleRow,
    context: PlanContext,
    outcome: {
      reason: 'declined' | 'insufficient_funds' | 'requires_action';
      paymentIntentId: string | null;
      message: string;
    },
    attempts: number,
    amountCents: number,
    now: Date,
    tally: Tally,
  ) {
    tally.failed += 1;
    const heldSince = cycle.heldSince ?? now;
    const retryDay = deps.retryDays[attempts - 1];
    const nextRetryOn = retryDay === undefined ? null : addShopDays(isoDay(heldSince), retryDay);
    const last = nextRetryOn === null;
    await inTransaction(async (tx, mail) => {
      await tx
        .update(subscriptionCycles)
        .set({
          state: last
            ? 'failed'
            : outcome.reason === 'requires_action'
              ? 'requires_action'
              : 'retrying',
          reason: outcome.reason,
          heldSince,
          chargeKey: null,
          paymentIntentId: outcome.paymentIntentId,
          nextRetryAt: nextRetryOn ? startOfDay(nextRetryOn) : null,
          lastError: outcome.message,
          leasedUntil: null,
        })
        .where(eq(subscriptionCycles.id, cycle.id));
      await tx
        .update(subscriptions)
        .set(last ? { status: 'paused', pausedUntil: null } : { status: 'payment_failed' })
        .where(eq(subscriptions.id, context.plan.id));
      const codes = await issuePlanLinks(
        tx,
        { subscriptionId: context.plan.id, dueOn: cycle.dueOn },
        ['pay'] as const,
        now,
      );
      await planStore.record(tx, context.plan.id, {
        at: now,
        kind: outcome.reason === 'requires_action' ? 'action_required' : 'payment_failed',
        detail: failureDetail(outcome, attempts, deps.retryDays.length + 1, nextRetryOn),
        actor: SYSTEM,
      });
      await mail.paymentFailed(tx, context, {
        reason: outcome.reason,
        amountCents,
        payCode: codes.pay,
        nextRetryOn,
        why: outcome.reason === 'requires_action' ? null : outcome.message,
      });
      if (last) await mail.pausedByFailures(tx, context, { amountCents });
      // The box's other parts leave it and keep their own schedule (decision 067).
      if (last) await planBox.detachAll(tx, cycle.id);
    });
  }

  return { settleCycle, holdForStock, failed };
}

/**
 * The plan history's line for a failed try: 'Payment try 1 of 5 failed: Your card was declined.
 * Next try on Dec 3, 2026.'
 */
function failureDetail(
  outcome: { reason: string; message: string },
  attempts: number,
  tries: number,
  nextRetryOn: string | null,
): string {
  const which = `Payment try ${attempts} of ${tries}`;
  const what =
    outcome.reason === 'requires_action'
      ? `${which}: the bank asked the customer to confirm the payment.`
      : `${which} failed: ${outcome.message.trim().replace(/\.+$/, '')}.`;
  const next = nextRetryOn
    ? `Next try on ${formatShopDate(nextRetryOn)}.`
    : 'No tries left: the plan is paused.';
  return `${what} ${next}`;
}
