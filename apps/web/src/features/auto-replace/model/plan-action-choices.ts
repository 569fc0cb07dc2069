import type { Subscription } from '@shop/contract';
import { describeCard } from '@shop/contract';
import { formatDay } from '../../../components/store-dates.ts';
import { describeAddress, intervalText } from './plan-text.ts';

/** Each action the plan page offers: the API's actions and the PATCH's changes. */
export type PlanActionKey =
  | 'shipNow'
  | 'skip'
  | 'date'
  | 'quantity'
  | 'card'
  | 'address'
  | 'interval'
  | 'product'
  | 'pause'
  | 'resume'
  | 'cancel';

export const PLAN_ACTION_LABELS: Record<PlanActionKey, string> = {
  shipNow: 'Ship now',
  skip: 'Skip next shipment',
  date: 'Change date',
  quantity: 'Change quantity',
  card: 'Change card',
  address: 'Change address',
  interval: 'Change interval',
  product: 'Swap product',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel plan',
};

/** What a plan in each state can do; a cancelled plan, nothing. */
export function actionsOf(
  plan: Subscription,
  canUpdate: boolean,
  canChangeCard: boolean,
  canShipNow = false,
): PlanActionKey[] {
  const updates: PlanActionKey[] = canUpdate
    ? ['quantity', ...(canChangeCard ? (['interval', 'product', 'card'] as const) : []), 'address']
    : [];
  switch (plan.status) {
    case 'active':
      return [
        ...(canShipNow ? (['shipNow'] as const) : []),
        'skip',
        ...(canUpdate ? (['date'] as const) : []),
        ...updates,
        'pause',
        'cancel',
      ];
    case 'paused':
      return ['resume', ...updates, 'cancel'];
    case 'payment_failed':
      return [...updates, 'pause', 'cancel'];
    case 'cancelled':
      return [];
  }
}

/** The sentence a person reads once the change is made, from the plan as it now stands. */
export function doneMessage(key: PlanActionKey, plan: Subscription): string {
  const next = formatDay(plan.nextChargeOn);
  switch (key) {
    case 'shipNow':
      return plan.pending
        ? 'Your card was not charged for this box, so it has not shipped. Pay it below, on this card or another.'
        : `Your box is on its way: order placed today. The next one ships on ${next}.`;
    case 'interval':
      return `Done. ${intervalText(plan)}; the next shipment is on ${next}.`;
    case 'product':
      return `Done. Each shipment now brings ${plan.productName}.`;
    case 'skip':
      return `Skipped. Your next shipment is now on ${next}.`;
    case 'date':
      return `Done. Your next shipment is now on ${next}.`;
    case 'quantity':
      return `Done. Each shipment now brings ${plan.quantity}.`;
    case 'card':
      return plan.card ? `Done. Charges now go to your ${describeCard(plan.card)}.` : 'Done.';
    case 'address':
      return `Done. Shipments now go to ${describeAddress(plan.shippingAddress)}.`;
    case 'pause':
      return plan.pausedUntil
        ? `Paused until ${formatDay(plan.pausedUntil)}. Nothing is charged or shipped until then.`
        : 'Paused. Nothing is charged or shipped until you resume.';
    case 'resume':
      return `Resumed. Your next shipment is on ${next}.`;
    case 'cancel':
      return 'Auto-replace is cancelled. Nothing more will be charged or shipped.';
  }
}
