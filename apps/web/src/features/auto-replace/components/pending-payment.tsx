import type { Subscription } from '@shop/contract';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatDay } from '../../../components/store-dates.ts';

const REASONS = {
  declined: 'Your bank declined the charge',
  insufficient_funds: 'The card had insufficient funds',
  requires_action: 'Your bank asks you to confirm the charge',
  out_of_stock: 'The replacement is out of stock',
} as const;

/** The pay page's path in this app: the server names it with the shop's public address. */
function pathOf(url: string): string {
  if (!/^https?:/.test(url)) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** A cycle waiting on the customer or on stock: why, the next try, and the page to pay now. */
export function PendingPayment({ plan }: { plan: Subscription }) {
  const pending = plan.pending;
  if (!pending) return null;
  return (
    <div role="alert" className="alert border-warning/60 bg-warning/15 text-sm text-base-content">
      <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
      <div>
        <p>
          {REASONS[pending.reason]} for the part due {formatDay(pending.dueOn)}.{' '}
          {pending.nextRetryOn
            ? `We try again on ${formatDay(pending.nextRetryOn)}.`
            : 'No more automatic tries are left.'}
        </p>
        {pending.payUrl ? (
          <Link to={pathOf(pending.payUrl)} className="link link-primary font-semibold">
            {pending.reason === 'requires_action'
              ? 'Confirm the charge'
              : 'Pay now or change the card'}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
