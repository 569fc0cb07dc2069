import { type AdminReturn, formatUsd } from '@shop/contract';
import { Link } from 'react-router';
import {
  cardsOnPhoneClass,
  dataTableClass,
  tableBoxClass,
} from '../../../components/data-table.ts';
import { ReturnStatusBadge } from '../../../components/return-status-badge.tsx';
import { adminOrderPath, adminReturnPath } from '../../../lib/admin-paths.ts';

/** One page of returns: number, order, customer, reason, state, refund; each opens its page. */
export function ReturnsTable({ returns, filtered }: { returns: AdminReturn[]; filtered: boolean }) {
  if (returns.length === 0) {
    return (
      <p className="rounded-box bg-base-200 p-6 text-center">
        {filtered ? 'No returns match.' : 'No returns have been started yet.'}
      </p>
    );
  }
  return (
    <div className={tableBoxClass}>
      <table className={`${dataTableClass} ${cardsOnPhoneClass}`}>
        <thead>
          <tr>
            <th scope="col">Return</th>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Reason</th>
            <th scope="col">Status</th>
            <th scope="col" className="text-right">
              Refund
            </th>
          </tr>
        </thead>
        <tbody>
          {returns.map((item) => (
            <tr key={item._id}>
              <td>
                <Link to={adminReturnPath(item._id)} className="link link-primary font-medium">
                  Return {item.number}
                </Link>
              </td>
              <td data-label="Order">
                <Link to={adminOrderPath(item.orderId)} className="link">
                  {item.orderNumber}
                </Link>
                {item.orderSource === 'auto_replace' ? (
                  <span className="block text-xs text-base-content/75">from auto-replace plan</span>
                ) : null}
              </td>
              <td data-label="Customer">{item.customer.name}</td>
              <td data-label="Reason">{item.reason}</td>
              <td data-label="Status">
                <ReturnStatusBadge status={item.status} />
              </td>
              <td data-label="Refund" className="text-right">
                {item.refundAmount === undefined ? 'Exchange' : formatUsd(item.refundAmount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
