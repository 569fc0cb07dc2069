import { formatShopDate } from '@shop/contract';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptionCycles, subscriptions } from '../../db/schema/index.ts';

/** Plan states that ship the part's replacement themselves (the reminder sweep's rule too). */
const SHIPPING_STATUSES = ['active', 'payment_failed'] as const;

/** A part's live plan as its reminders tell it. */
export interface PartPlan {
  status: (typeof SHIPPING_STATUSES)[number];
  nextChargeOn: string;
  /** The part's due dates whose replacement a plan order has already placed. */
  orderedDueDates: Set<string>;
}

/** The plans shipping the given parts' replacements, by tracked part id. */
export async function plansShippingParts(
  db: Database,
  trackedPartIds: string[],
): Promise<Map<string, PartPlan>> {
  if (trackedPartIds.length === 0) return new Map();
  const plans = await db
    .select({
      id: subscriptions.id,
      trackedPartId: subscriptions.trackedPartId,
      status: subscriptions.status,
      nextChargeOn: subscriptions.nextChargeOn,
    })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.trackedPartId, trackedPartIds),
        inArray(subscriptions.status, [...SHIPPING_STATUSES]),
      ),
    );
  if (plans.length === 0) return new Map();
  const ordered = await db
    .select({ subscriptionId: subscriptionCycles.subscriptionId, dueOn: subscriptionCycles.dueOn })
    .from(subscriptionCycles)
    .where(
      and(
        inArray(
          subscriptionCycles.subscriptionId,
          plans.map((plan) => plan.id),
        ),
        isNotNull(subscriptionCycles.orderId),
      ),
    );
  return new Map(
    plans.map((plan) => [
      plan.trackedPartId,
      {
        status: plan.status as PartPlan['status'],
        nextChargeOn: plan.nextChargeOn,
        orderedDueDates: new Set(
          ordered.filter((row) => row.subscriptionId === plan.id).map((row) => row.dueOn),
        ),
      },
    ]),
  );
}

/**
 * What a reminder says of a part on an active plan, as My Products does (decision 053): "On its
 * way" once the order for its current due date is placed, else when the replacement ships.
 * Null for a plan in dunning: its own messages speak for it.
 */
export function partPlanLine(plan: PartPlan, partDueOn: string): string | null {
  if (plan.status !== 'active') return null;
  if (plan.orderedDueDates.has(partDueOn)) return 'Its replacement is on its way';
  return `Replacement ships on ${formatShopDate(plan.nextChargeOn)}`;
}
