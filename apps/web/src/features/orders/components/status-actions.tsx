import type { Order } from '@shop/contract';
import { PackageCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { unlessBusy } from '../../../components/busy-button.ts';
import { adminOrderPath } from '../../../lib/admin-paths.ts';

interface StatusActionsProps {
  order: Order;
  /** This order's move is being answered. */
  delivering: boolean;
  /** Some order's move is being answered: one at a time, so presses are ignored meanwhile. */
  busy: boolean;
  onDeliver: () => void;
}

/** Where the ship form is: the order's back-office page, scrolled to that form. */
export const shipFormPath = (orderId: string) => `${adminOrderPath(orderId)}#ship`;

/**
 * Forward-only status moves. Shipping opens the back office's ship form (carrier and tracking,
 * recorded with the admin's name); Delivered stays one click until it is delivered or cancelled.
 */
export function StatusActions({ order, delivering, busy, onDeliver }: StatusActionsProps) {
  if (order.status === 'Delivered' || order.status === 'Cancelled') return null;
  return (
    <>
      {order.status === 'Pending' ? (
        <Link className="btn btn-sm btn-info" to={shipFormPath(order._id)}>
          <Truck className="size-4" aria-hidden="true" />
          Ship with tracking
        </Link>
      ) : null}
      <button
        type="button"
        className="btn btn-sm btn-success"
        // Not `disabled`, which would drop the presser's focus to the page (busy-button.ts).
        aria-disabled={busy || undefined}
        aria-busy={delivering || undefined}
        onClick={unlessBusy(busy, onDeliver)}
      >
        {delivering ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <PackageCheck className="size-4" aria-hidden="true" />
        )}
        Mark as Delivered
      </button>
    </>
  );
}
