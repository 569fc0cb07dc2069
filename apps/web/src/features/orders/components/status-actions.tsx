import type { Order, UpdateOrderStatusBody } from '@shop/contract';
import { PackageCheck, Truck } from 'lucide-react';

interface StatusActionsProps {
  order: Order;
  pendingStatus: UpdateOrderStatusBody['status'] | null;
  disabled: boolean;
  onChange: (status: UpdateOrderStatusBody['status']) => void;
}

/** Forward-only status moves: Shipped while Pending, Delivered until it is delivered or cancelled. */
export function StatusActions({ order, pendingStatus, disabled, onChange }: StatusActionsProps) {
  if (order.status === 'Delivered' || order.status === 'Cancelled') return null;
  return (
    <>
      {order.status === 'Pending' ? (
        <button
          type="button"
          className="btn btn-sm btn-info"
          disabled={disabled}
          onClick={() => onChange('Shipped')}
        >
          {pendingStatus === 'Shipped' ? (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          ) : (
            <Truck className="size-4" aria-hidden="true" />
          )}
          Mark as Shipped
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-sm btn-success"
        disabled={disabled}
        onClick={() => onChange('Delivered')}
      >
        {pendingStatus === 'Delivered' ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <PackageCheck className="size-4" aria-hidden="true" />
        )}
        Mark as Delivered
      </button>
    </>
  );
}
