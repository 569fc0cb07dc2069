import { formatUsd, type Subscription } from '@shop/contract';
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

type Pending = NonNullable<Subscription['pending']>;

/**
 * What the box waits on, honestly (issue 39 item 8): a wait for the bank's check is not a
 * failure and no automatic try can pass it; a decline says the bank's reason and what is unpaid.
 */
export function pendingText(pending: Pending): { title: string; text: string } {
  const due = formatDay(pending.dueOn);
  const owed = pending.amount === null ? '' : `${formatUsd(pending.amount)} for `;
  if (pending.reason === 'requires_action') {
    return {
      title: 'Needs your confirmation',
      text: `${REASONS.requires_action} of ${owed}the part due ${due}. Nothing ships until you confirm it.`,
    };
  }
  if (pending.reason === 'out_of_stock') {
    const next = pending.nextRetryOn ? ` We try again on ${formatDay(pending.nextRetryOn)}.` : '';
    return {
      title: 'Waiting for stock',
      text: `${REASONS.out_of_stock} for the part due ${due}.${next}`,
    };
  }
  const why = pending.lastError ? ` (${pending.lastError.trim().replace(/\.+$/, '')})` : '';
  const next = pending.nextRetryOn
    ? `We try again on ${formatDay(pending.nextRetryOn)}.`
    : 'No more automatic tries are left: the box waits until it is paid.';
  return {
    title: 'Payment failed',
    text: `${REASONS[pending.reason]}${why}: ${owed}the part due ${due} is unpaid. ${next}`,
  };
}

/** A cycle waiting on the customer or on stock: why, what is owed, and the page to pay now. */
export function PendingPayment({ plan }: { plan: Subscription }) {
  const pending = plan.pending;
  if (!pending) return null;
  const { title, text } = pendingText(pending);
  return (
    <div role="alert" className="alert border-warning/60 bg-warning/15 text-sm text-base-content">
      <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <p>{text}</p>
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
