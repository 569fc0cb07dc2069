import { boxWindowEnd } from '@shop/contract';
import { and, eq, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products, subscriptionCycles, subscriptions } from '../../db/schema/index.ts';
import { type CycleRow, type PlanContext, type PlanRow, planStore } from './plan-store.ts';

/**
 * One box per household (issue 39, decision 067). The box is its LEAD cycle (the cycle whose
 * charge day came; it carries the charge key, the amount, the payment and the dunning) and its
 * RIDER cycles (`box_cycle_id` = the lead): other active plans of the same customer to the same
 * address whose parts come due within the owner's window of the lead's charge day. A rider is
 * never claimed, charged or ordered on its own while it rides.
 */

const norm = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** The same address, compared as people write it (case and spaces aside; ZIP's first five). */
export function sameAddress(a: PlanRow, b: PlanRow): boolean {
  return (
    norm(a.shippingStreet) === norm(b.shippingStreet) &&
    norm(a.shippingCity) === norm(b.shippingCity) &&
    norm(a.shippingState) === norm(b.shippingState) &&
    a.shippingZip.trim().slice(0, 5) === b.shippingZip.trim().slice(0, 5)
  );
}

/**
 * The other active plans of `plan`'s household whose next part comes due by the window's end
 * from `chargeOn`: the parts a box charged that day would carry.
 */
export async function householdPlans(
  db: Database,
  plan: PlanRow,
  chargeOn: string,
  windowDays: number,
): Promise<PlanRow[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, plan.userId),
        ne(subscriptions.id, plan.id),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.nextDueOn, boxWindowEnd(chargeOn, windowDays)),
      ),
    )
    .orderBy(subscriptions.nextDueOn, subscriptions.id);
  return rows.filter((row) => sameAddress(row, plan));
}

/** A rider's cycle may leave its box only while the box's charge is not in flight. */
const riderStillFits: SQL = sql`exists (select 1 from ${subscriptions} s join ${products} p on p.id = s.product_id where s.id = ${subscriptionCycles.subscriptionId} and s.status = 'active' and s.next_due_on = ${subscriptionCycles.dueOn} and p.deleted_at is null and p.stock >= s.quantity)`;

/**
 * The plans whose parts ship in the same box as `plan`'s next one, by the rider rule: the
 * household's active plans in charge day order, each box led by the earliest charge day left
 * and carrying every part due within the window of it. A plan not active ships alone (or not).
 */
export async function nextBoxPlans(
  db: Database,
  plan: PlanRow,
  windowDays: number,
): Promise<string[]> {
  if (plan.status !== 'active') return [plan.id];
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, plan.userId), eq(subscriptions.status, 'active')))
    .orderBy(subscriptions.nextChargeOn, subscriptions.id);
  let left = rows.filter((row) => row.id === plan.id || sameAddress(row, plan));
  while (left.length > 0) {
    const [lead] = left;
    if (!lead) break;
    const end = boxWindowEnd(lead.nextChargeOn, windowDays);
    const box = left.filter((row) => row.id === lead.id || row.nextDueOn <= end);
    if (box.some((row) => row.id === plan.id)) return box.map((row) => row.id);
    left = left.filter((row) => !box.includes(row));
  }
  return [plan.id];
}

export const planBox = {
  /**
   * Chooses the riders of `lead` before its first charge key is written. A candidate's cycle for
   * its next due date is created if needed and joins only while nothing else holds it: pending,
   * never tried, no key, no riders of its own, and not leased (or leased by this run: `batch`).
   * The lead's key is written only while the lead rides in no box, and a rider joins only while
   * it has no key, so a cycle is never both charged on its own and carried.
   */
  async attach(
    db: Database,
    lead: CycleRow,
    plan: PlanRow,
    windowDays: number,
    batch: ReadonlySet<string> = new Set(),
  ) {
    const candidates = await householdPlans(db, plan, lead.chargeOn, windowDays);
    if (candidates.length === 0) return;
    await db
      .insert(subscriptionCycles)
      .values(
        candidates.map((row) => ({
          subscriptionId: row.id,
          dueOn: row.nextDueOn,
          chargeOn: row.nextChargeOn,
        })),
      )
      .onConflictDoNothing();
    const leasedHere = batch.size > 0 ? inArray(subscriptionCycles.id, [...batch]) : undefined;
    await db
      .update(subscriptionCycles)
      .set({ boxCycleId: lead.id })
      .where(
        and(
          inArray(
            subscriptionCycles.subscriptionId,
            candidates.map((row) => row.id),
          ),
          ne(subscriptionCycles.id, lead.id),
          eq(subscriptionCycles.state, 'pending'),
          eq(subscriptionCycles.attempts, 0),
          isNull(subscriptionCycles.chargeKey),
          isNull(subscriptionCycles.boxCycleId),
          or(
            isNull(subscriptionCycles.leasedUntil),
            sql`${subscriptionCycles.leasedUntil} < now()`,
            leasedHere,
          ),
          riderStillFits,
          sql`not exists (select 1 from ${subscriptionCycles} r where r.box_cycle_id = ${subscriptionCycles.id})`,
        ),
      );
  },

  /** Before a retry's new key: riders skipped, paused, cancelled or out of stock leave the box. */
  async prune(db: Database, leadId: string) {
    await db
      .update(subscriptionCycles)
      .set({ boxCycleId: null })
      .where(
        and(
          eq(subscriptionCycles.boxCycleId, leadId),
          or(ne(subscriptionCycles.state, 'pending'), sql`not ${riderStillFits}`),
        ),
      );
  },

  /**
   * Riders of a lead that will not be charged (its plan paused, cancelled or moved to another
   * due date before its key was written, a dead run's attach) leave it, so they are not held
   * forever: such a lead is no longer claimable, and a lead with a key or a lease is left alone.
   */
  async freeStranded(db: Database) {
    await db.execute(sql`
      update ${subscriptionCycles} r set box_cycle_id = null
      where r.box_cycle_id is not null and r.state = 'pending'
        and exists (
          select 1 from ${subscriptionCycles} l
          join ${subscriptions} lp on lp.id = l.subscription_id
          where l.id = r.box_cycle_id
            and l.charge_key is null
            and (l.leased_until is null or l.leased_until < now())
            and (
              l.state in ('ordered', 'skipped', 'failed')
              or lp.status not in ('active', 'payment_failed')
              or (l.state = 'pending' and lp.next_due_on <> l.due_on)
            )
        )`);
  },

  /** Every rider leaves the box (its last try failed): each plan keeps its own schedule. */
  async detachAll(db: Database, leadId: string) {
    await db
      .update(subscriptionCycles)
      .set({ boxCycleId: null })
      .where(eq(subscriptionCycles.boxCycleId, leadId));
  },

  /** The riders of a box with their plans, in due date order. */
  async riders(db: Database, leadId: string): Promise<Array<{ cycle: CycleRow } & PlanContext>> {
    const cycles = await db
      .select()
      .from(subscriptionCycles)
      .where(
        and(eq(subscriptionCycles.boxCycleId, leadId), eq(subscriptionCycles.state, 'pending')),
      )
      .orderBy(subscriptionCycles.dueOn, subscriptionCycles.id);
    const contexts = await planStore.contextsByIds(
      db,
      cycles.map((cycle) => cycle.subscriptionId),
    );
    const byId = new Map(contexts.map((context) => [context.plan.id, context]));
    return cycles.flatMap((cycle) => {
      const context = byId.get(cycle.subscriptionId);
      return context ? [{ cycle, ...context }] : [];
    });
  },
};
