import { formatShopDate, type SubscriptionActor, type SubscriptionSettings } from '@shop/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { subscriptionCycles } from '../../db/schema/index.ts';
import { AppError } from '../../errors/index.ts';
import type { PricedCheckout } from '../pricing/checkout.service.ts';
import { planBox } from './plan-box.ts';
import { chargeKey, type RunKit, type Tally } from './plan-run-kit.ts';
import { planCycleOutcomes } from './plan-run-outcomes.ts';
import { boxRuleOf, readPlanSettings } from './plan-settings.ts';
import { addressOf, type CycleRow, type PlanContext, planStore, SYSTEM } from './plan-store.ts';

/** One claimed cycle worked on: the stock, the charge with its key written first, the order. */
export function planCycleCharge(kit: RunKit) {
  const { deps, db, release } = kit;

  const { settleCycle, holdForStock, failed } = planCycleOutcomes(kit);

  /**
   * A charge the customer authenticated on session, its intent paid: remembered as the cycle's
   * purchase, the cycle charged, the order placed. Only from `requires_action`, so once.
   */
  async function completeAuthenticated(
    claimed: CycleRow & { paymentIntentId: string },
    plan: PlanContext['plan'],
    priced: PricedCheckout,
    input: { discountPercent: number; leadDays: number; now: Date; tally: Tally; detail: string },
    actor: SubscriptionActor,
  ) {
    await deps.fulfilment.remember(
      claimed.paymentIntentId,
      plan.userId,
      priced,
      false,
      input.discountPercent,
      priced.price.shippingCents,
    );
    const [charged] = await db
      .update(subscriptionCycles)
      .set({ state: 'charged', nextRetryAt: null })
      .where(
        and(eq(subscriptionCycles.id, claimed.id), eq(subscriptionCycles.state, 'requires_action')),
      )
      .returning();
    await planStore.record(db, plan.id, {
      at: input.now,
      kind: 'authenticated',
      detail: input.detail,
      actor,
    });
    // The kill -9 test: paid and the cycle charged, its order not placed.
    if (charged && deps.crashAfterCharge) process.kill(process.pid, 'SIGKILL');
    if (charged) await settleCycle(charged, input.now, input.tally, input.leadDays);
  }

  /**
   * The box of a lead cycle priced as it is charged (decision 067): the lead's part and each
   * rider's, the subscriber discount, the box shipping rule and the address's tax. Null when a
   * product can no longer be sold.
   */
  async function priceBox(
    leadId: string,
    plan: PlanContext['plan'],
    discountPercent: number,
    settings: SubscriptionSettings,
  ): Promise<PricedCheckout | null> {
    const riders = await planBox.riders(db, leadId);
    const items = [
      { productId: plan.productId, quantity: plan.quantity },
      ...riders.map((rider) => ({
        productId: rider.plan.productId,
        quantity: rider.plan.quantity,
      })),
    ];
    return deps.checkout
      .price(plan.userId, items, {
        shipTo: addressOf(plan),
        checkStock: false,
        discountId: null,
        subscriberPercent: discountPercent,
        shippingRule: boxRuleOf(settings),
      })
      .catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
  }

  /**
   * One claimed cycle: the stock, then the charge with the key written first, then the order.
   * Whoever resumes a cycle a dead run left repeats its key, so the processor answers the same
   * payment instead of charging twice.
   */
  async function work(
    claimed: CycleRow,
    now: Date,
    tally: Tally,
    discountPercent: number,
    leadDays: number,
    /** The cycles this run holds the lease of: they may ride in a box it charges. */
    batch?: ReadonlySet<string>,
  ) {
    const context = await planStore.context(db, claimed.subscriptionId);
    if (!context) return;
    const { plan, product } = context;
    if (claimed.state === 'charged') return settleCycle(claimed, now, tally, leadDays);
    // A cycle that rides in another's box is charged and ordered by that box (decision 067).
    const [current] = await db
      .select({ boxCycleId: subscriptionCycles.boxCycleId })
      .from(subscriptionCycles)
      .where(eq(subscriptionCycles.id, claimed.id));
    if (current?.boxCycleId) return release(claimed.id);
    if (plan.status !== 'active' && plan.status !== 'payment_failed') {
      // The lead's plan was paused or cancelled: its box's other parts go on their own.
      if (!claimed.chargeKey) await planBox.detachAll(db, claimed.id);
      return release(claimed.id);
    }
    if (!plan.paymentMethodId) return release(claimed.id);
    if (!claimed.chargeKey && (product.deletedAt || product.stock < plan.quantity)) {
      return holdForStock(claimed, context, now, tally, leadDays);
    }
    const settings = await readPlanSettings(db, leadDays);
    // The charge held for authentication is ended before a new one: the customer may have paid
    // it in the browser (Stripe; the pay page's post lost), or be paying it right now on a page
    // opened before this retry. Paid, it is this cycle's charge (its box as it was held); left
    // payable, a new charge could take the money twice.
    const held = claimed.state === 'requires_action' ? claimed.paymentIntentId : null;
    const ended = held
      ? await deps.cards.cancelHeld({ userId: plan.userId, paymentIntentId: held })
      : 'canceled';
    if (ended === 'pending') return release(claimed.id);
    if (held && ended === 'paid') {
      const paidBox = await priceBox(claimed.id, plan, discountPercent, settings);
      if (!paidBox) return release(claimed.id);
      const detail = `The customer confirmed the payment for the part due ${formatShopDate(claimed.dueOn)}.`;
      return completeAuthenticated(
        { ...claimed, paymentIntentId: held },
        plan,
        paidBox,
        { discountPercent, leadDays, now, tally, detail },
        SYSTEM,
      );
    }
    // The box's parts: chosen before the first key, pruned before a retry's, frozen with a key.
    if (!claimed.chargeKey) {
      if (claimed.attempts === 0) {
        await planBox.attach(db, claimed, plan, settings.boxWindowDays, batch);
      } else {
        await planBox.prune(db, claimed.id);
      }
    }
    const priced = await priceBox(claimed.id, plan, discountPercent, settings);
    if (!priced) return holdForStock(claimed, context, now, tally, leadDays);
    // The key first: a run that dies after the charge repeats it, and gets the same payment.
    const [started] = await db
      .update(subscriptionCycles)
      .set({
        chargeKey: sql`coalesce(${subscriptionCycles.chargeKey}, ${chargeKey(plan.id, claimed.dueOn, claimed.attempts + 1)})`,
        attempts: sql`case when ${subscriptionCycles.chargeKey} is null then ${subscriptionCycles.attempts} + 1 else ${subscriptionCycles.attempts} end`,
        amountCents: sql`coalesce(case when ${subscriptionCycles.chargeKey} is null then null else ${subscriptionCycles.amountCents} end, ${priced.price.totalCents})`,
      })
      .where(and(eq(subscriptionCycles.id, claimed.id), isNull(subscriptionCycles.boxCycleId)))
      .returning();
    if (!started?.chargeKey || started.amountCents === null) return;
    const result = await deps.cards.charge({
      userId: plan.userId,
      paymentMethodId: plan.paymentMethodId,
      amountCents: started.amountCents,
      idempotencyKey: started.chargeKey,
    });
    if (result.outcome !== 'succeeded') {
      const reason =
        result.outcome === 'requires_action'
          ? ('requires_action' as const)
          : result.code === 'insufficient_funds'
            ? ('insufficient_funds' as const)
            : ('declined' as const);
      const message =
        result.outcome === 'requires_action'
          ? 'The bank asks the customer to authenticate.'
          : result.message;
      return failed(
        started,
        context,
        { reason, paymentIntentId: result.paymentIntentId, message },
        started.attempts,
        started.amountCents,
        now,
        tally,
      );
    }
    // The kill -9 test: charged, and nothing of it recorded but the key.
    if (deps.crashAfterCharge) process.kill(process.pid, 'SIGKILL');
    await deps.fulfilment.remember(
      result.paymentIntentId,
      plan.userId,
      priced,
      false,
      discountPercent,
      priced.price.shippingCents,
    );
    const [charged] = await db
      .update(subscriptionCycles)
      .set({ state: 'charged', paymentIntentId: result.paymentIntentId, chargeKey: null })
      .where(eq(subscriptionCycles.id, claimed.id))
      .returning();
    await planStore.record(db, plan.id, {
      at: now,
      kind: 'charged',
      detail: `Charged the saved card for the part due ${formatShopDate(claimed.dueOn)}.`,
      actor: SYSTEM,
    });
    if (charged) await settleCycle(charged, now, tally, leadDays);
  }

  return { work, settleCycle, completeAuthenticated, priceBox };
}
