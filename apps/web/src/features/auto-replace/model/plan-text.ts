import { everyMonths, type Subscription, type TrackedPart } from '@shop/contract';
import { formatDay } from '../../../components/store-dates.ts';

/** '12 Elm St, Springfield, IL 62701'. */
export function describeAddress(address: {
  street: string;
  city: string;
  state: string;
  zip: string;
}): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
}

/**
 * What My Products says about a part on a plan, instead of the buy prompt: the shipment for
 * the part's current due date has gone once the plan has moved on to a later due date.
 */
export function partPlanLine(part: TrackedPart, plan: Subscription): string {
  if (plan.status === 'paused') {
    return plan.pausedUntil
      ? `Auto-replace paused until ${formatDay(plan.pausedUntil)}`
      : 'Auto-replace paused';
  }
  if (plan.status === 'payment_failed') return 'Auto-replace payment failed';
  const shipped = plan.orders.length > 0 && part.dueDate !== null && plan.nextDueOn > part.dueDate;
  if (shipped) return 'On its way';
  return `Replacement ships on ${formatDay(plan.nextChargeOn)}`;
}

/** The plan a part is on: the one not cancelled (a part has at most one live plan). */
export function planOfPart(plans: Subscription[] | undefined, partId: string) {
  return plans?.find((plan) => plan.trackedPartId === partId && plan.status !== 'cancelled');
}

/** 'Every 6 months', and whether it is the customer's own: 'Every 3 months (your choice; the part lasts 6 months)'. */
export function intervalText(
  plan: Pick<Subscription, 'intervalMonths' | 'intervalChosen' | 'partIntervalMonths'>,
): string {
  const every = everyMonths(plan.intervalMonths);
  const said = `${every.charAt(0).toUpperCase()}${every.slice(1)}`;
  return plan.intervalChosen
    ? `${said} (your choice; the part lasts ${plan.partIntervalMonths} month${plan.partIntervalMonths === 1 ? '' : 's'})`
    : said;
}
