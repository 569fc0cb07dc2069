import {
  addShopDays,
  formatOrderNumber,
  formatShopDate,
  PLAN_NOTICE_DAYS,
  type SubscriptionRunResult,
} from '@shop/contract';
import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../../db/database.ts';
import {
  planCardNotices,
  subscriptionCycles,
  subscriptions,
  trackedProducts,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors/index.ts';
import { reminderAddressAllowed } from '../reminders/reminder-candidates.ts';
import { isoDay } from '../trackers/part-due.ts';
import { issuePlanLinks } from './plan-links.ts';
import { type PlanMail, planMail } from './plan-mail.ts';
import { refreshSchedule, scheduleOf } from './plan-schedule.ts';
import { readPlanSettings } from './plan-settings.ts';
import { type CycleRow, type PlanContext, planStore, SYSTEM } from './plan-store.ts';
import { addressOf, type PlanDeps, planPrice, resumePlan } from './plans.service.ts';

/**
 * The renewal run (docs/decisions/050): hourly, at start, and on POST /admin/subscriptions/run
 * outside production. Each plan cycle is one row, unique per plan and due date; a run claims a
 * batch of cycles with a one-minute lease (the reminder sweep's pattern, decision 043), and the
 * charge's idempotency key is written before the card is charged, so whatever dies when, a
 * cycle ends in one charge and one order (the order through orderFulfilment().settle, 044).
 */

/** "plan renewal run" for pg_try_advisory_xact_lock: one run at a time across instances. */
const RUN_LOCK_KEY = 7_262_011_929;
export const CYCLE_LEASE_SECONDS = 60;
const RENEW_EVERY_MS = 20_000;
const BATCH = 20;
const OUT_OF_STOCK_DAYS = 7;
const leaseEnd = sql`now() + make_interval(secs => ${CYCLE_LEASE_SECONDS})`;
const leaseFree = or(
  isNull(subscriptionCycles.leasedUntil),
  lt(subscriptionCycles.leasedUntil, sql`now()`),
);

export type RunDeps = PlanDeps & { dbKind: DatabaseKind; signal?: AbortSignal };

/** The idempotency key of a cycle's n-th charge: retries after a decline need a fresh one. */
export function chargeKey(planId: string, dueOn: string, attempt: number): string {
  const base = `plan:${planId}:cycle:${dueOn}`;
  return attempt <= 1 ? base : `${base}:try:${attempt}`;
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

type Tally = SubscriptionRunResult;

export function planRunner(deps: RunDeps) {
  const { db } = deps;

  function mailer() {
    return planMail({ messenger: deps.messenger, settings: deps.mail, log: deps.log });
  }

  /** Writes in one transaction with the messages it reports; hands them over after the commit. */
  async function inTransaction<T>(work: (tx: Database, mail: PlanMail) => Promise<T>): Promise<T> {
    const mail = mailer();
    try {
      const result = await db.transaction((tx) => work(tx, mail));
      await mail.flush();
      return result;
    } catch (error) {
      mail.discard();
      throw error;
    }
  }

  /** Renews the lease of the claimed cycles while this run works on them. */
  function keepLeased(ids: Set<string>) {
    const timer = setInterval(() => {
      if (ids.size === 0) return;
      db.update(subscriptionCycles)
        .set({ leasedUntil: leaseEnd })
        .where(inArray(subscriptionCycles.id, [...ids]))
        .catch((error: unknown) => deps.log?.warn({ err: error }, 'plan cycles not renewed'));
    }, RENEW_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function release(cycleId: string) {
    await db
      .update(subscriptionCycles)
      .set({ leasedUntil: null })
      .where(eq(subscriptionCycles.id, cycleId));
  }

  /** Paused plans whose day to resume has come. */
  async function resumeDue(now: Date, leadDays: number) {
    const today = isoDay(now);
    const due = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'paused'), lte(subscriptions.pausedUntil, today)));
    for (const { id } of due) {
      await inTransaction(async (tx, mail) => {
        const context = await planStore.context(tx, id);
        if (context?.plan.status !== 'paused') return;
        const resumed = await resumePlan(tx, context, leadDays, now);
        const detail = `Plan resumed as planned; the next shipment goes out on ${formatShopDate(resumed.nextChargeOn)}`;
        await planStore.record(tx, id, {
          at: now,
          kind: 'resumed',
          detail: `${detail}.`,
          actor: SYSTEM,
        });
        await mail.confirm(tx, context, detail);
      });
    }
  }

  /** Active plans charged within the notice days: their schedule follows the part first. */
  async function refreshSoon(now: Date, leadDays: number) {
    const horizon = addShopDays(isoDay(now), PLAN_NOTICE_DAYS);
    const soon = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.nextChargeOn, horizon)));
    for (const { id } of soon) {
      const context = await planStore.context(db, id);
      if (context) await refreshSchedule(db, context.plan, context.part, leadDays, now);
    }
  }

  /** Where a plan's notice goes: the tracker's contact when allowed, else the account's e-mail. */
  async function noticeAddress(tx: Database, context: PlanContext) {
    const [allowed] = await tx
      .select({ ok: sql<boolean>`true` })
      .from(trackedProducts)
      .where(and(eq(trackedProducts.id, context.tracker.id), reminderAddressAllowed));
    const { contactMethod, contactEmail, contactSms } = context.tracker;
    if (allowed && contactMethod === 'sms' && contactSms) {
      return { channel: 'sms' as const, address: contactSms };
    }
    if (allowed && contactMethod === 'email' && contactEmail) {
      return { channel: 'email' as const, address: contactEmail };
    }
    return context.customer.email
      ? { channel: 'email' as const, address: context.customer.email }
      : null;
  }

  /**
   * The notice PLAN_NOTICE_DAYS before a charge: the cycle row is created then, and its
   * notice_for mark commits with the message, so each charge day gets one notice.
   */
  async function sendNotices(now: Date, discountPercent: number): Promise<number> {
    const today = isoDay(now);
    const noticeDay = addShopDays(today, PLAN_NOTICE_DAYS);
    const plans = await db
      .select({
        id: subscriptions.id,
        dueOn: subscriptions.nextDueOn,
        chargeOn: subscriptions.nextChargeOn,
      })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'active'),
          sql`${subscriptions.nextChargeOn} > ${today}::date`,
          lte(subscriptions.nextChargeOn, noticeDay),
        ),
      );
    let sent = 0;
    for (const plan of plans) {
      await db
        .insert(subscriptionCycles)
        .values({ subscriptionId: plan.id, dueOn: plan.dueOn, chargeOn: plan.chargeOn })
        .onConflictDoNothing();
      const done = await inTransaction(async (tx, mail) => {
        const [marked] = await tx
          .update(subscriptionCycles)
          .set({ noticeFor: plan.chargeOn, chargeOn: plan.chargeOn })
          .where(
            and(
              eq(subscriptionCycles.subscriptionId, plan.id),
              eq(subscriptionCycles.dueOn, plan.dueOn),
              eq(subscriptionCycles.state, 'pending'),
              sql`${subscriptionCycles.noticeFor} is distinct from ${plan.chargeOn}::date`,
            ),
          )
          .returning({ id: subscriptionCycles.id });
        if (!marked) return false;
        const context = await planStore.context(tx, plan.id);
        if (!context) return false;
        const to = await noticeAddress(tx, context);
        if (!to) return false;
        const price = planPrice(
          context.product.priceCents,
          context.plan.quantity,
          discountPercent,
          context.plan.shippingState,
          deps.pricing,
        );
        const codes = await issuePlanLinks(
          tx,
          { subscriptionId: plan.id, dueOn: plan.dueOn },
          ['skip', 'delay2w', 'delay1m', 'pause'] as const,
          now,
        );
        await mail.notice(
          tx,
          context,
          { chargeOn: plan.chargeOn, amountCents: price.totalCents, to },
          codes,
        );
        await planStore.record(tx, plan.id, {
          at: now,
          kind: 'notice_sent',
          detail: `Notice sent: ships on ${formatShopDate(plan.chargeOn)}, ${to.channel === 'sms' ? 'by SMS' : 'by e-mail'}.`,
          actor: SYSTEM,
        });
        return true;
      });
      if (done) sent += 1;
    }
    return sent;
  }

  /**
   * Claims up to BATCH cycles due now: active plans whose charge day has come (their cycle row
   * is created first; the unique plan + due date key makes it one), cycles whose retry time has
   * come, and charged cycles whose order a dead run left unplaced.
   */
  async function claim(now: Date): Promise<CycleRow[]> {
    const today = isoDay(now);
    const due = await db
      .select({
        id: subscriptions.id,
        dueOn: subscriptions.nextDueOn,
        chargeOn: subscriptions.nextChargeOn,
      })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.nextChargeOn, today)))
      .limit(500);
    if (due.length > 0) {
      await db
        .insert(subscriptionCycles)
        .values(
          due.map((plan) => ({
            subscriptionId: plan.id,
            dueOn: plan.dueOn,
            chargeOn: plan.chargeOn,
          })),
        )
        .onConflictDoNothing();
    }
    const claimable = db
      .select({ id: subscriptionCycles.id })
      .from(subscriptionCycles)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCycles.subscriptionId))
      .where(
        and(
          leaseFree,
          or(
            and(
              eq(subscriptionCycles.state, 'pending'),
              eq(subscriptions.status, 'active'),
              eq(subscriptionCycles.dueOn, subscriptions.nextDueOn),
              lte(subscriptions.nextChargeOn, today),
            ),
            and(
              inArray(subscriptionCycles.state, ['retrying', 'requires_action']),
              inArray(subscriptions.status, ['active', 'payment_failed']),
              lte(subscriptionCycles.nextRetryAt, now),
            ),
            eq(subscriptionCycles.state, 'charged'),
            and(
              isNotNull(subscriptionCycles.chargeKey),
              inArray(subscriptions.status, ['active', 'payment_failed']),
            ),
          ),
        ),
      )
      .orderBy(subscriptionCycles.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(subscriptionCycles)
      .set({ leasedUntil: leaseEnd })
      .where(inArray(subscriptionCycles.id, claimable))
      .returning();
  }

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
      if (ordered) {
        tally.ordered += 1;
        const number = formatOrderNumber(settled.order.order.orderNumber);
        await planStore.record(tx, cycle.subscriptionId, {
          at: now,
          kind: 'order_placed',
          detail: `Order ${number} placed for the part due ${formatShopDate(cycle.dueOn)}.`,
          actor: SYSTEM,
        });
      } else {
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

  /** The cycle for `dueOn` is done (shipped or skipped): the plan moves to its next cycle. */
  async function advance(
    tx: Database,
    context: PlanContext,
    dueOn: string,
    now: Date,
    leadDays: number,
  ) {
    const { plan, part } = context;
    const moved = { ...plan, lastDueOn: dueOn, chargeOnChosen: false };
    const next = scheduleOf(moved, part, leadDays, addShopDays(isoDay(now), 1));
    await tx
      .update(subscriptions)
      .set({
        lastDueOn: dueOn,
        nextDueOn: next.dueOn,
        nextChargeOn: next.chargeOn,
        chargeOnChosen: false,
        ...(plan.status === 'payment_failed' && { status: 'active' as const }),
      })
      .where(eq(subscriptions.id, plan.id));
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
        detail: `${outcome.reason === 'requires_action' ? 'The bank asked the customer to confirm the payment' : `Payment failed: ${outcome.message}`} (try ${attempts}).${last ? ' No tries left: the plan is paused.' : ` Next try on ${formatShopDate(nextRetryOn)}.`}`,
        actor: SYSTEM,
      });
      await mail.paymentFailed(tx, context, {
        reason: outcome.reason,
        amountCents,
        payCode: codes.pay,
        nextRetryOn,
      });
      if (last) await mail.pausedByFailures(tx, context);
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
  ) {
    const context = await planStore.context(db, claimed.subscriptionId);
    if (!context) return;
    const { plan, product } = context;
    if (claimed.state === 'charged') return settleCycle(claimed, now, tally, leadDays);
    if (plan.status !== 'active' && plan.status !== 'payment_failed') return release(claimed.id);
    if (!plan.paymentMethodId) return release(claimed.id);
    if (!claimed.chargeKey && (product.deletedAt || product.stock < plan.quantity)) {
      return holdForStock(claimed, context, now, tally, leadDays);
    }
    const priced = await deps.checkout
      .price(plan.userId, [{ productId: plan.productId, quantity: plan.quantity }], {
        shipTo: addressOf(plan),
        checkStock: false,
        discountId: null,
        subscriberPercent: discountPercent,
      })
      .catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
    if (!priced) return holdForStock(claimed, context, now, tally, leadDays);
    // The key first: a run that dies after the charge repeats it, and gets the same payment.
    const [started] = await db
      .update(subscriptionCycles)
      .set({
        chargeKey: sql`coalesce(${subscriptionCycles.chargeKey}, ${chargeKey(plan.id, claimed.dueOn, claimed.attempts + 1)})`,
        attempts: sql`case when ${subscriptionCycles.chargeKey} is null then ${subscriptionCycles.attempts} + 1 else ${subscriptionCycles.attempts} end`,
        amountCents: sql`coalesce(case when ${subscriptionCycles.chargeKey} is null then null else ${subscriptionCycles.amountCents} end, ${priced.price.totalCents})`,
      })
      .where(eq(subscriptionCycles.id, claimed.id))
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

  /** Cards on active plans that expire within 30 days, then 7: one notice each. */
  async function cardNotices(now: Date) {
    const rows = await db
      .selectDistinct({
        id: subscriptions.id,
        paymentMethodId: subscriptions.paymentMethodId,
        userId: subscriptions.userId,
      })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'active'), isNotNull(subscriptions.paymentMethodId)));
    const seen = new Set<string>();
    for (const row of rows) {
      if (!row.paymentMethodId || seen.has(row.paymentMethodId)) continue;
      seen.add(row.paymentMethodId);
      const card = await deps.cards.find(row.userId, row.paymentMethodId);
      if (!card) continue;
      const expires = Date.UTC(
        card.expYear < 100 ? 2000 + card.expYear : card.expYear,
        card.expMonth,
        1,
      );
      const daysLeft = (expires - now.getTime()) / 86_400_000;
      if (daysLeft <= 0) continue;
      const days = daysLeft <= 7 ? 7 : daysLeft <= 30 ? 30 : null;
      if (days === null) continue;
      await inTransaction(async (tx, mail) => {
        const [marked] = await tx
          .insert(planCardNotices)
          .values({ paymentMethodId: row.paymentMethodId as string, days, sentAt: now })
          .onConflictDoNothing()
          .returning({ days: planCardNotices.days });
        if (!marked) return;
        const context = await planStore.context(tx, row.id);
        if (!context) return;
        await mail.cardExpiring(tx, context, { brand: card.brand, last4: card.last4, days });
        await planStore.record(tx, row.id, {
          at: now,
          kind: 'card_expiring',
          detail: `The card ending ${card.last4} expires within ${days} days: the customer was told.`,
          actor: SYSTEM,
        });
      });
    }
  }

  async function run(now: Date): Promise<Tally> {
    const tally: Tally = { ordered: 0, failed: 0, outOfStock: 0, skipped: 0, notices: 0 };
    const { discountPercent, leadDays } = await readPlanSettings(db, deps.defaultLeadDays);
    await resumeDue(now, leadDays);
    await refreshSoon(now, leadDays);
    for (;;) {
      if (deps.signal?.aborted) break;
      const claimed = await claim(now);
      if (claimed.length === 0) break;
      const leased = new Set(claimed.map((cycle) => cycle.id));
      const stopRenewing = keepLeased(leased);
      try {
        for (const cycle of claimed) {
          if (deps.signal?.aborted) break;
          try {
            await work(cycle, now, tally, discountPercent, leadDays);
          } catch (error) {
            deps.log?.warn({ err: error, cycleId: cycle.id }, 'plan cycle not renewed');
          }
          leased.delete(cycle.id);
        }
      } finally {
        stopRenewing();
      }
      // A cycle that failed in an unexpected way waits for its lease to run out, not this loop.
      if (claimed.length < BATCH) break;
    }
    tally.notices = await sendNotices(now, discountPercent);
    await cardNotices(now);
    return tally;
  }

  return {
    /**
     * Runs as of `now`. On PostgreSQL one run at a time holds an advisory lock (another
     * instance's run returns at once); the cycle's lease and its charge key keep each cycle to
     * one charge and one order even without it.
     */
    async run(now: Date): Promise<Tally> {
      if (deps.dbKind !== 'postgres') return run(now);
      return db.transaction(async (lockHolder) => {
        const result = await lockHolder.execute(
          sql`select pg_try_advisory_xact_lock(${RUN_LOCK_KEY}) as locked`,
        );
        const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
        if (!rows[0]?.locked)
          return { ordered: 0, failed: 0, outOfStock: 0, skipped: 0, notices: 0 };
        return run(now);
      });
    },

    /** The pay-now page: one cycle worked on at once, with the lease like the run. */
    async payNow(subscriptionId: string, dueOn: string, now: Date): Promise<Tally> {
      const tally: Tally = { ordered: 0, failed: 0, outOfStock: 0, skipped: 0, notices: 0 };
      // A plan paused by its last failed try is back in dunning while the customer pays.
      await db
        .update(subscriptions)
        .set({ status: 'payment_failed' })
        .where(
          and(
            eq(subscriptions.id, subscriptionId),
            eq(subscriptions.status, 'paused'),
            eq(subscriptions.nextDueOn, dueOn),
            sql`exists (select 1 from ${subscriptionCycles} where ${subscriptionCycles.subscriptionId} = ${subscriptionId} and ${subscriptionCycles.dueOn} = ${dueOn} and ${subscriptionCycles.state} = 'failed')`,
          ),
        );
      const { discountPercent, leadDays } = await readPlanSettings(db, deps.defaultLeadDays);
      const [claimed] = await db
        .update(subscriptionCycles)
        .set({ leasedUntil: leaseEnd })
        .where(
          and(
            eq(subscriptionCycles.subscriptionId, subscriptionId),
            eq(subscriptionCycles.dueOn, dueOn),
            inArray(subscriptionCycles.state, [
              'retrying',
              'requires_action',
              'failed',
              'charged',
              'pending',
            ]),
            leaseFree,
          ),
        )
        .returning();
      if (!claimed) return tally;
      try {
        await work(claimed, now, tally, discountPercent, leadDays);
      } finally {
        await release(claimed.id);
      }
      return tally;
    },

    /**
     * The customer confirmed a charge the bank held for authentication (test mode: the simulated
     * challenge): the payment completes on session and the order is placed as by the run.
     */
    async authenticate(subscriptionId: string, dueOn: string, now: Date): Promise<Tally> {
      const tally: Tally = { ordered: 0, failed: 0, outOfStock: 0, skipped: 0, notices: 0 };
      const { discountPercent, leadDays } = await readPlanSettings(db, deps.defaultLeadDays);
      const [claimed] = await db
        .update(subscriptionCycles)
        .set({ leasedUntil: leaseEnd })
        .where(
          and(
            eq(subscriptionCycles.subscriptionId, subscriptionId),
            eq(subscriptionCycles.dueOn, dueOn),
            eq(subscriptionCycles.state, 'requires_action'),
            isNotNull(subscriptionCycles.paymentIntentId),
            leaseFree,
          ),
        )
        .returning();
      if (!claimed?.paymentIntentId) return tally;
      try {
        const context = await planStore.context(db, subscriptionId);
        if (!context) return tally;
        const { plan } = context;
        const confirmed = await deps.cards.confirmOnSession({
          userId: plan.userId,
          paymentIntentId: claimed.paymentIntentId,
        });
        if (!confirmed) return tally;
        const priced = await deps.checkout.price(
          plan.userId,
          [{ productId: plan.productId, quantity: plan.quantity }],
          {
            shipTo: addressOf(plan),
            checkStock: false,
            discountId: null,
            subscriberPercent: discountPercent,
          },
        );
        await deps.fulfilment.remember(
          claimed.paymentIntentId,
          plan.userId,
          priced,
          false,
          discountPercent,
        );
        const [charged] = await db
          .update(subscriptionCycles)
          .set({ state: 'charged', nextRetryAt: null })
          .where(
            and(
              eq(subscriptionCycles.id, claimed.id),
              eq(subscriptionCycles.state, 'requires_action'),
            ),
          )
          .returning();
        await planStore.record(db, subscriptionId, {
          at: now,
          kind: 'authenticated',
          detail: `The customer confirmed the payment for the part due ${formatShopDate(dueOn)}.`,
          actor: { kind: 'customer', name: null },
        });
        if (charged) await settleCycle(charged, now, tally, leadDays);
      } finally {
        await release(claimed.id);
      }
      return tally;
    },
  };
}

export type PlanRunner = ReturnType<typeof planRunner>;
