import { withinReturnWindow } from '@shop/contract';
import { Link } from 'react-router';
import { ReturnStatusBadge } from '../../../components/return-status-badge.tsx';
import { returnPath, startReturnPath } from '../../../lib/paths.ts';
import { useMyReturns, useReturnPolicy } from '../api/my-returns.ts';

/**
 * Under an order in Order History: "Return items" while its window is open, and its returns.
 * Every order reads the same two queries, so a page of orders asks the server twice.
 */
export function OrderReturns({
  order,
}: {
  order: { _id: string; status: string; deliveredAt: string | null };
}) {
  const policy = useReturnPolicy();
  const returns = useMyReturns();
  const mine = (returns.data ?? []).filter((item) => item.orderId === order._id);
  const open = policy.data ? withinReturnWindow(order, policy.data.windowDays) : false;
  if (!open && mine.length === 0) return null;
  return (
    <div className="flex w-full flex-col gap-2">
      {mine.map((item) => (
        <p key={item._id} className="flex items-center justify-between gap-2 text-sm">
          <Link className="link link-primary" to={returnPath(item._id)}>
            Return {item.number}
          </Link>
          <ReturnStatusBadge status={item.status} />
        </p>
      ))}
      {open ? (
        <Link className="btn btn-outline btn-sm self-start" to={startReturnPath(order._id)}>
          Return items
        </Link>
      ) : null}
    </div>
  );
}
