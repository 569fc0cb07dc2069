import type { PlanPauseCause, SubscriptionStatus } from '@shop/contract';

/** The cycle states in which a box waits on the customer's payment. */
export const UNPAID_STATES = ['retrying', 'requires_action', 'failed'] as const;

interface CycleLike {
  state: string;
  reason: string | null;
  amountCents: number | null;
}

/** A box the customer owes: tried, not paid, not held for stock (decision 077). */
export function isUnpaid(cycle: CycleLike | null | undefined): cycle is CycleLike {
  return (
    cycle != null &&
    UNPAID_STATES.some((state) => state === cycle.state) &&
    cycle.reason !== 'out_of_stock'
  );
}

/**
 * Why a plan is paused: its last try failed (the cycle of its next due date is `failed`), or the
 * customer (or the owner for them) paused it. Null when it is not paused.
 */
export function pauseCauseOf(
  status: SubscriptionStatus,
  cycle: CycleLike | null | undefined,
): PlanPauseCause | null {
  if (status !== 'paused') return null;
  return cycle?.state === 'failed' && cycle.reason !== 'out_of_stock'
    ? 'failed_payments'
    : 'customer';
}

/** What the plan's unpaid box asks for, in cents; null when nothing is owed. */
export function owedCentsOf(
  status: SubscriptionStatus,
  cycle: CycleLike | null | undefined,
): number | null {
  if (status !== 'payment_failed' && status !== 'paused') return null;
  return isUnpaid(cycle) ? cycle.amountCents : null;
}
