import { formatShopDate, type SubscriptionActor, type SubscriptionRunResult } from '@shop/contract';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { subscriptionCycles, subscriptions } from '../../db/schema/index.ts';
import { planCycleCharge } from './plan-run-charge.ts';
import { BATCH, planCycleClaim } from './plan-run-claim.ts';
import { leaseEnd, leaseFree, type RunDeps, runKit, type Tally } from './plan-run-kit.ts';
import { planNotices } from './plan-run-notices.ts';
import { planUpkeep } from './plan-run-upkeep.ts';
import { readPlanSettings } from './plan-settings.ts';
import { CUSTOMER, planStore, SYSTEM } from './plan-store.ts';

export type { RunDeps } from './plan-run-kit.ts';

/**
 * The renewal run (docs/decisions/052): hourly, at start, and on POST /admin/subscriptions/run
 * outside production. Each plan cycle is one row, unique per plan and due date; a run claims a
 * batch of cycles with a one-minute lease (the reminder sweep's pattern, decision 043), and the
 * charge's idempotency key is written before the card is charged, so whatever dies when, a
 * cycle ends in one charge and one order (the order through orderFulfilment().settle, 044).
 */

/** "plan renewal run" for pg_try_advisory_xact_lock: one run at a time across instances. */
export const RUN_LOCK_KEY = 7_262_011_929;

const NOTHING_DONE: Tally = { ordered: 0, failed: 0, outOfStock: 0, skipped: 0, notices: 0 };

export function planRunner(deps: RunDeps) {
  const kit = runKit(deps);
  const { db, keepLeased, release } = kit;
  const { resumeDue, refreshSoon } = planUpkeep(kit);
  const { sendNotices, cardNotices } = planNotices(kit);
  const { claim } = planCycleClaim(kit);
  const { work, completeAuthenticated, priceBox } = planCycleCharge(kit);

  async function run(now: Date): Promise<SubscriptionRunResult> {
    const tally: Tally = { ordered: 0, failed: 0, outOfStock: 0, skipped: 0, notices: 0 };
    let claimedCount = 0;
    const { discountPercent, leadDays } = await readPlanSettings(db, deps.defaultLeadDays);
    await resumeDue(now, leadDays);
    await refreshSoon(now, leadDays);
    for (;;) {
      if (deps.signal?.aborted) break;
      const claimed = await claim(now);
      if (claimed.length === 0) break;
      claimedCount += claimed.length;
      const leased = new Set(claimed.map((cycle) => cycle.id));
      const batch: ReadonlySet<string> = new Set(leased);
      const stopRenewing = keepLeased(leased);
      try {
        for (const cycle of claimed) {
          if (deps.signal?.aborted) break;
          try {
            await work(cycle, now, tally, discountPercent, leadDays, batch);
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
    return { ...tally, ran: true, claimed: claimedCount };
  }

  /**
   * Claims the cycle `which` names while it waits in `requires_action` on its intent, and once
   * `confirm` answers that the intent is paid, completes it (completeAuthenticated). False when
   * the cycle is not waiting or another request holds it.
   */
  async function completeHeld(
    which: SQL | undefined,
    confirm: (userId: string, paymentIntentId: string) => Promise<boolean>,
    input: { now: Date; tally: Tally; actor: SubscriptionActor },
  ): Promise<boolean> {
    const settings = await readPlanSettings(db, deps.defaultLeadDays);
    const { discountPercent, leadDays } = settings;
    const [claimed] = await db
      .update(subscriptionCycles)
      .set({ leasedUntil: leaseEnd })
      .where(
        and(
          which,
          eq(subscriptionCycles.state, 'requires_action'),
          isNotNull(subscriptionCycles.paymentIntentId),
          leaseFree,
        ),
      )
      .returning();
    if (!claimed?.paymentIntentId) return false;
    try {
      const context = await planStore.context(db, claimed.subscriptionId);
      if (!context) return true;
      const { plan } = context;
      if (!(await confirm(plan.userId, claimed.paymentIntentId))) return true;
      // The box as it was held (decision 067): its riders are frozen while it waits.
      const priced = await priceBox(claimed.id, plan, discountPercent, settings);
      if (!priced) return true;
      await completeAuthenticated(
        { ...claimed, paymentIntentId: claimed.paymentIntentId },
        plan,
        priced,
        {
          discountPercent,
          leadDays,
          now: input.now,
          tally: input.tally,
          detail: `The customer confirmed the payment for the part due ${formatShopDate(claimed.dueOn)}.`,
        },
        input.actor,
      );
    } finally {
      await release(claimed.id);
    }
    return true;
  }

  return {
    /**
     * Runs as of `now`. On PostgreSQL one run at a time holds an advisory lock: another
     * instance's run answers at once, `ran: false, reason: 'busy'`, and its scheduler looks again
     * a lease later. The cycle's lease and its charge key keep each cycle to one charge and one
     * order even without it (PGlite serves one instance).
     */
    async run(now: Date): Promise<SubscriptionRunResult> {
      if (deps.dbKind !== 'postgres') return run(now);
      return db.transaction(async (lockHolder) => {
        const result = await lockHolder.execute(
          sql`select pg_try_advisory_xact_lock(${RUN_LOCK_KEY}) as locked`,
        );
        const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
        if (rows[0]?.locked) return run(now);
        return { ...NOTHING_DONE, ran: false, reason: 'busy', claimed: 0 };
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
            // A part riding in another's box is paid with that box (decision 067).
            isNull(subscriptionCycles.boxCycleId),
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
      await completeHeld(
        and(
          eq(subscriptionCycles.subscriptionId, subscriptionId),
          eq(subscriptionCycles.dueOn, dueOn),
        ),
        (userId, paymentIntentId) => deps.cards.confirmOnSession({ userId, paymentIntentId }),
        { now, tally, actor: CUSTOMER },
      );
      return tally;
    },

    /**
     * Stripe's payment_intent.succeeded for a renewal charge held for authentication (the pay
     * page's post lost or still on its way): the order placed at once, as that post would. 'other'
     * when no cycle waits on this intent (a checkout's, or a cycle already charged); 'busy' when
     * the pay page or a retry is completing that cycle right now.
     */
    async completePaid(paymentIntentId: string, now: Date): Promise<'ordered' | 'busy' | 'other'> {
      const held = eq(subscriptionCycles.paymentIntentId, paymentIntentId);
      const [waiting] = await db
        .select({ id: subscriptionCycles.id })
        .from(subscriptionCycles)
        .where(and(held, eq(subscriptionCycles.state, 'requires_action')));
      if (!waiting) return 'other';
      const tally: Tally = { ordered: 0, failed: 0, outOfStock: 0, skipped: 0, notices: 0 };
      // The signed event is Stripe's word that the intent is paid: no need to ask again.
      const claimed = await completeHeld(
        and(held, eq(subscriptionCycles.id, waiting.id)),
        async () => true,
        { now, tally, actor: SYSTEM },
      );
      return claimed ? 'ordered' : 'busy';
    },
  };
}

export type PlanRunner = ReturnType<typeof planRunner>;
