import { type AdminOrderRow, formatUsd } from '@shop/contract';
import { Link } from 'react-router';
import { dataTableClass } from '../../../components/data-table.ts';
import { useShopDateTime } from '../../../components/shop-time-zone.ts';
import { adminOrderPath } from '../../../lib/admin-paths.ts';
import { AutoReplaceBadge } from '../../orders/components/auto-replace-mark.tsx';
import { OrderStatusBadge } from '../../orders/components/order-status-badge.tsx';
import { NO_ORDERS_RECEIVED } from '../../orders/orders-messages.ts';

/**
 * Below 640 px each row becomes a card: the header row is left to screen readers and each cell
 * shows its column's name (`data-label`) beside its value.
 */
const cardsOnPhones =
  'max-sm:[&_thead]:sr-only max-sm:[&_tbody_tr]:grid max-sm:[&_tbody_tr]:gap-1 max-sm:[&_tbody_tr]:p-3 max-sm:[&_td]:flex max-sm:[&_td]:justify-between max-sm:[&_td]:gap-3 max-sm:[&_td]:p-0! max-sm:[&_td]:text-right max-sm:[&_td[data-label]]:before:font-semibold max-sm:[&_td[data-label]]:before:text-left max-sm:[&_td[data-label]]:before:content-[attr(data-label)]';

interface OrdersTableProps {
  orders: AdminOrderRow[];
  /** A search or filter is on: an empty list then says nothing matched it. */
  filtered: boolean;
  selected: ReadonlySet<string>;
  onSelect: (orderId: string, selected: boolean) => void;
}

export function OrdersTable({ orders, filtered, selected, onSelect }: OrdersTableProps) {
  const formatDateTime = useShopDateTime();
  if (orders.length === 0) {
    return (
      <p className="rounded-box bg-base-200 p-6 text-center">
        {filtered ? 'No orders match.' : NO_ORDERS_RECEIVED}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className={`${dataTableClass} ${cardsOnPhones}`}>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">Select</span>
            </th>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Placed</th>
            <th scope="col">Status</th>
            <th scope="col" className="text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id}>
              <td className="w-8">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  aria-label={`Select order ${order.reference}`}
                  checked={selected.has(order._id)}
                  onChange={(event) => onSelect(order._id, event.target.checked)}
                />
              </td>
              <td data-label="Order">
                <div className="flex flex-wrap items-center gap-2 max-sm:justify-end">
                  <Link to={adminOrderPath(order._id)} className="link link-primary font-mono">
                    {order.reference}
                  </Link>
                  <AutoReplaceBadge source={order.source} />
                </div>
              </td>
              <td data-label="Customer">
                <div>
                  <div className="font-medium">{order.customer.name}</div>
                  <div className="break-all text-sm text-base-content/70">
                    {order.customer.email ?? order.customer.phoneNumber}
                  </div>
                </div>
              </td>
              <td data-label="Placed" className="whitespace-nowrap">
                {formatDateTime(order.createdAt)}
              </td>
              <td data-label="Status">
                <OrderStatusBadge status={order.status} />
              </td>
              <td data-label="Total" className="text-right">
                {formatUsd(order.totalPrice)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
