import { type AdminSubscriptionRow, formatShopDate, formatUsd } from '@shop/contract';
import { Link } from 'react-router';
import {
  cardsOnPhoneClass,
  dataTableClass,
  tableBoxClass,
} from '../../../components/data-table.ts';
import { PlanStatusBadge } from '../../../components/plan-status-badge.tsx';
import { adminSubscriptionPath } from '../../../lib/admin-paths.ts';
import { ResendPayLink } from './resend-pay-link.tsx';

const PAUSED_BY: Record<NonNullable<AdminSubscriptionRow['pausedBy']>, string> = {
  customer: 'Paused by the customer',
  failed_payments: 'Paused after failed payments',
};

interface SubscriptionsTableProps {
  plans: AdminSubscriptionRow[];
  /** A search or status is on (or a page past the end): an empty list then says nothing matched. */
  filtered: boolean;
}

/** One page of plans: product, customer, state, next charge; each opens the plan's page. */
export function SubscriptionsTable({ plans, filtered }: SubscriptionsTableProps) {
  if (plans.length === 0) {
    return (
      <p className="rounded-box bg-base-200 p-6 text-center">
        {filtered ? 'No plans match.' : 'No auto-replace plans have been started yet.'}
      </p>
    );
  }
  return (
    <div className={tableBoxClass}>
      <table className={`${dataTableClass} ${cardsOnPhoneClass}`}>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Customer</th>
            <th scope="col">Status</th>
            <th scope="col">Next charge</th>
            <th scope="col" className="text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan._id}>
              <td>
                <Link
                  to={adminSubscriptionPath(plan._id)}
                  className="link link-primary font-medium"
                >
                  {plan.productName}
                </Link>
                <span className="text-base-content/70"> × {plan.quantity}</span>
              </td>
              <td data-label="Customer">
                <div>
                  <div className="font-medium">{plan.customer.name}</div>
                  <div className="break-all text-sm text-base-content/70">
                    {plan.customer.email ?? plan.customer.phoneNumber}
                  </div>
                </div>
              </td>
              <td data-label="Status">
                <div className="flex flex-col items-start gap-1">
                  <PlanStatusBadge status={plan.status} />
                  {plan.pausedBy ? (
                    <span className="text-xs text-base-content/80">{PAUSED_BY[plan.pausedBy]}</span>
                  ) : null}
                  {plan.owed !== null ? (
                    <>
                      <span className="text-xs text-base-content/80">
                        {formatUsd(plan.owed)} unpaid
                      </span>
                      <ResendPayLink planId={plan._id} customer={plan.customer.name} />
                    </>
                  ) : null}
                </div>
              </td>
              <td data-label="Next charge" className="whitespace-nowrap">
                {plan.status === 'cancelled' ? '—' : formatShopDate(plan.nextChargeOn)}
              </td>
              <td data-label="Amount" className="text-right">
                {plan.status === 'cancelled' ? '—' : formatUsd(plan.nextAmount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
