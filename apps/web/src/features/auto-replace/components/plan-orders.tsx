import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** The orders a plan placed, oldest first, each opening My Orders. */
export function PlanOrders({ orders, cancelled }: { orders: string[]; cancelled: boolean }) {
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
        <ol className="flex flex-col gap-1 text-sm">
          {orders.map((orderId, index) => (
            <li key={orderId}>
              <Link to={paths.orderHistory} className="link link-primary">
                Shipment {index + 1}: order <span className="font-mono">{orderId.slice(0, 8)}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
