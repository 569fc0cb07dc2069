import {
  cardBrandName,
  everyMonths,
  formatShopDate,
  inPlanWindow,
  planChargeWindow,
  type Subscription,
  type SubscriptionActor,
  type UpdateSubscriptionBody,
} from '@shop/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { subscriptionCycles, subscriptions } from '../../db/schema/index.ts';
import { ValidationError } from '../../errors/index.ts';
import { isoDay } from '../trackers/part-due.ts';
import { assertZipInState } from '../users/address-check.ts';
import { fittingProducts } from './plan-products.ts';
import { refreshSchedule } from './plan-schedule.ts';
import type { PlanServiceKit } from './plan-service-kit.ts';
import type { PlanContext, planStore } from './plan-store.ts';
import { partAfterSwap, swapPart } from './plan-swap.ts';

/** PATCH a plan: the next charge date, quantity, card or address, each with its timeline entry. */
export function planUpdate(kit: PlanServiceKit) {
  const { view, act, assertLive, assertNotInFlight, chooseCard, record, byWhom } = kit;
  return async function update(
    context: PlanContext,
    body: UpdateSubscriptionBody,
    actor: SubscriptionActor,
    now: Date,
  ): Promise<Subscription> {
    const { plan } = context;
    assertLive(plan);
    const changes: Partial<typeof subscriptions.$inferInsert> = {};
    const said: Array<[Parameters<typeof planStore.record>[2]['kind'], string]> = [];
    if (body.nextChargeOn !== undefined && body.nextChargeOn !== plan.nextChargeOn) {
      await assertNotInFlight(plan);
      const window = planChargeWindow(plan.nextDueOn, isoDay(now));
      if (!inPlanWindow(body.nextChargeOn, window)) {
        throw new ValidationError(
          `Choose a date from ${formatShopDate(window.from)} to ${formatShopDate(window.to)}.`,
        );
      }
      changes.nextChargeOn = body.nextChargeOn;
      changes.chargeOnChosen = true;
      said.push(['date_changed', `Next shipment moved to ${formatShopDate(body.nextChargeOn)}`]);
    }
    if (body.quantity !== undefined && body.quantity !== plan.quantity) {
      changes.quantity = body.quantity;
      said.push(['quantity_changed', `Quantity changed to ${body.quantity}`]);
    }
    if (body.paymentMethodId !== undefined && body.paymentMethodId !== plan.paymentMethodId) {
      const card = await chooseCard(plan.userId, body.paymentMethodId);
      changes.paymentMethodId = card._id;
      said.push([
        'card_changed',
        `Card changed to ${cardBrandName(card.brand)} ending ${card.last4}`,
      ]);
    }
    if (body.shippingAddress) {
      const address = body.shippingAddress;
      // The state sets every shipment's sales tax, so it must be the ZIP's, as for the saved address.
      assertZipInState(address);
      changes.shippingStreet = address.street;
      changes.shippingCity = address.city;
      changes.shippingState = address.state;
      changes.shippingZip = address.zip;
      said.push([
        'address_changed',
        `Shipping address changed to ${address.street}, ${address.city}, ${address.state} ${address.zip}`,
      ]);
    }
    const intervalChanged =
      body.intervalMonths !== undefined && body.intervalMonths !== plan.intervalMonths;
    if (intervalChanged) {
      await assertNotInFlight(plan);
      changes.intervalMonths = body.intervalMonths ?? null;
      said.push(['interval_changed', intervalDetail(body.intervalMonths ?? null, context)]);
    }
    let swappedTo: Awaited<ReturnType<typeof partAfterSwap>> | null = null;
    if (body.productId !== undefined && body.productId !== plan.productId) {
      await assertNotInFlight(plan);
      const options = await fittingProducts(kit.db, context);
      const chosen = options.find((option) => option._id === body.productId);
      if (!chosen) {
        throw new ValidationError(
          `That product does not fit ${context.tracker.customName}. Choose one of the parts the shop lists for this system.`,
        );
      }
      changes.productId = chosen._id;
      swappedTo = await partAfterSwap(kit.db, context, chosen._id);
      said.push(['product_changed', `Product changed to ${chosen.name}`]);
    }
    if (said.length === 0) return view(context, now);
    const { leadDays } = intervalChanged || swappedTo ? await kit.settings() : { leadDays: 0 };
    return act(context, now, async (tx, mail) => {
      const [changed] = await tx
        .update(subscriptions)
        .set(changes)
        .where(eq(subscriptions.id, plan.id))
        .returning();
      // The tracked part becomes the product the plan now ships (its name and lifespan).
      const part = swappedTo ? await swapPart(tx, context.part, swappedTo) : context.part;
      // The schedule follows the new interval or part at once (decision 077).
      if ((intervalChanged || swappedTo) && changed) {
        await refreshSchedule(tx, changed, part, leadDays, now);
      }
      if (changes.paymentMethodId) {
        // A payment waiting on a failed card is tried again with the new one at the next run.
        await tx
          .update(subscriptionCycles)
          .set({ nextRetryAt: now })
          .where(
            and(
              eq(subscriptionCycles.subscriptionId, plan.id),
              inArray(subscriptionCycles.state, ['retrying', 'requires_action']),
              sql`${subscriptionCycles.reason} <> 'out_of_stock'`,
            ),
          );
      }
      for (const [kind, detail] of said) {
        await record(tx, plan, kind, `${detail}${byWhom(actor)}.`, actor, now);
      }
      await mail.confirm(tx, context, said.map(([, detail]) => detail).join('; '));
    });
  };
}

/** 'Interval changed to every 3 months' or, reset, back to the part's lifespan. */
function intervalDetail(months: number | null, context: PlanContext): string {
  return months === null
    ? `Interval reset to the part's lifespan, ${everyMonths(context.part.initialLifespanMonths)}`
    : `Interval changed to ${everyMonths(months)}`;
}
