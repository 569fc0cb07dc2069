import type { OrderStatus } from '@shop/contract';

/** Delivered green, Shipped info, anything else a warning (SPEC.md section 4). */
export function statusBadgeClass(status: OrderStatus): string {
  if (status === 'Delivered') return 'badge-success';
  if (status === 'Shipped') return 'badge-info';
  if (status === 'Cancelled') return 'badge-error';
  return 'badge-warning';
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge ${statusBadgeClass(status)} font-semibold`}>{status}</span>;
}
