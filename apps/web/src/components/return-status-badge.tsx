import type { ReturnStatus } from '@shop/contract';

const LOOK: Record<ReturnStatus, { label: string; className: string }> = {
  new: { label: 'Requested', className: 'badge-info' },
  approved: { label: 'Approved', className: 'badge-warning' },
  received: { label: 'Received', className: 'badge-warning' },
  refunded: { label: 'Refunded', className: 'badge-success' },
  rejected: { label: 'Rejected', className: 'badge-error' },
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const look = LOOK[status];
  return <span className={`badge ${look.className} whitespace-nowrap`}>{look.label}</span>;
}
