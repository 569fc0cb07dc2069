import { formatOrderNumber, type PlanOrder } from '@shop/contract';
import { Link } from 'react-router';
import { useMomentDates } from '../../../components/store-dates.ts';
import { paths } from '../../../lib/paths.ts';
import { OrderStatusBadge } from '../../orders/components/order-status-badge.tsx';

/** The customer's order, on its card in Order History (the card's id). */
export const orderInHistory = (order: PlanOrder) =>
  `${paths.orderHistory}#order-${order.orderNumber}`;

/** The orders the plan's parts shipped in, newest first: #number, day placed, status. */
export function PlanOrders({
  orders,
  cancelled,
  orderPath,
}: {
  orders: readonly PlanOrder[];
  cancelled: boolean;
  /** Where an order opens: Order History for the customer, the order's page for staff. */
  orderPath: (order: PlanOrder) => string;
}) {
  const { day } = useMomentDates();
  return (
    <section aria-labelledby="plan-orders-heading">
      <h2 id="plan-orders-heading" className="mb-2 text-xl font-semibold">
        Orders
      </h2>
      {orders.length === 0 ? (
        <p className="text-base-content/75">
          {cancelled
            ? 'The plan placed no orders.'
            : 'No orders yet: the first ships on the next date.'}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300">
          {orders.map((order) => (
            <li key={order._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
              <Link to={orderPath(order)} className="link link-primary font-mono font-semibold">
                Order {formatOrderNumber(order.orderNumber)}
              </Link>
              <span className="text-sm text-base-content/75">Placed {day(order.createdAt)}</span>
              <span className="ms-auto">
                <OrderStatusBadge status={order.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
