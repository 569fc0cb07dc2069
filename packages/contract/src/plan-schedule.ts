import { addMonths } from './lifespan.ts';
import { addShopDays } from './shop-day.ts';
import { PLAN_WINDOW_DAYS_AFTER_DUE, PLAN_WINDOW_DAYS_BEFORE_DUE } from './subscriptions.ts';

/**
 * When an auto-replace plan charges and ships next (docs/decisions/052). Days are 'YYYY-MM-DD'.
 *
 * - The cycle is for a due date of the part. The first one is the part's due date as My
 *   Products shows it (installation or last reset + personal lifespan, moved by a snooze).
 * - After a cycle ships (or is skipped), the replacement is taken to be fitted on that due
 *   date, or on the day it shipped when that was later (`fittedOn`): the next due date is one
 *   lifespan after that. A part overdue by any amount ships once, now, and its next cycle is a
 *   whole lifespan away, never a missed due date of its past. If the customer resets the part or marks
 *   it Replaced (or snoozes it) so that its own due date is later than the last cycle's, the
 *   part's date wins: the plan follows the part's real life.
 * - The charge and the shipment happen `leadDays` before the due date, or today when that day
 *   has passed (a plan started on an overdue part ships at once).
 * - A due date already shipped or skipped is never a next cycle: the next is always later.
 */
export function nextPlanCycle(input: {
  /** The part's due date now (partDueDay on the server). */
  partDueOn: string;
  lifespanMonths: number;
  /** When the last cycle's part counts as fitted (`fittedOn`); null before the first cycle. */
  lastDueOn: string | null;
  leadDays: number;
  today: string;
}): { dueOn: string; chargeOn: string } {
  const { partDueOn, lastDueOn, lifespanMonths, leadDays, today } = input;
  let dueOn = partDueOn;
  if (lastDueOn !== null && partDueOn <= lastDueOn) {
    const months = Math.max(1, lifespanMonths);
    dueOn = addMonths(new Date(`${lastDueOn}T00:00:00Z`), months)
      .toISOString()
      .slice(0, 10);
  }
  // Never on or before the day the last box counts as fitted (at least the day it shipped), so
  // no plan is charged twice in a day, whatever the lead time and lifespan.
  const earliest = lastDueOn !== null && lastDueOn >= today ? addShopDays(lastDueOn, 1) : today;
  const byLead = addShopDays(dueOn, -leadDays);
  return { dueOn, chargeOn: byLead > earliest ? byLead : earliest };
}

/**
 * The day a shipped or skipped cycle's replacement counts as fitted: its due date, or the day it
 * shipped when that came later (an overdue part is replaced when its box arrives, not in the past).
 */
export function fittedOn(dueOn: string, shippedOn: string): string {
  return shippedOn > dueOn ? shippedOn : dueOn;
}

/**
 * The days a customer may move a cycle's charge to: 30 days before its due date (never
 * before tomorrow) to 45 days after it.
 */
export function planChargeWindow(dueOn: string, today: string): { from: string; to: string } {
  const earliest = addShopDays(dueOn, -PLAN_WINDOW_DAYS_BEFORE_DUE);
  const tomorrow = addShopDays(today, 1);
  const to = addShopDays(dueOn, PLAN_WINDOW_DAYS_AFTER_DUE);
  const from = earliest > tomorrow ? earliest : tomorrow;
  return { from, to: to > from ? to : from };
}

export function inPlanWindow(day: string, window: { from: string; to: string }): boolean {
  return day >= window.from && day <= window.to;
}
