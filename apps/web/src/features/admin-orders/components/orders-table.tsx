import { type AdminOrderRow, formatUsd } from '@shop/contract';
import { Link } from 'react-router';
import { dataTableClass } from '../../../components/data-table.ts';
import { adminOrderPath } from '../../../lib/admin-paths.ts';
import { OrderStatusBadge } from '../../orders/components/order-status-badge.tsx';
import { formatDateTime } from './format-date.ts';

export function OrdersTable({ orders }: { orders: AdminOrderRow[] }) {
  if (orders.length === 0) {
    return <p className="rounded-box bg-base-200 p-6 text-center">No orders match.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className={dataTableClass}>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col" className="hidden sm:table-cell">
              Placed
            </th>
            <th scope="col">Status</th>
            <th scope="col" className="text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id}>
              <td>
                <Link to={adminOrderPath(order._id)} className="link link-primary font-mono">
                  {order.reference}
                </Link>
              </td>
              <td>
                <div className="font-medium">{order.customer.name}</div>
                <div className="text-sm text-base-content/70">
                  {order.customer.email ?? order.customer.phoneNumber}
                </div>
              </td>
              <td className="hidden whitespace-nowrap sm:table-cell">
                {formatDateTime(order.createdAt)}
              </td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="text-right">{formatUsd(order.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
