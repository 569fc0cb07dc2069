import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@shop/contract';

const TONES: Record<SubscriptionStatus, string> = {
  active: 'badge-success',
  paused: 'badge-warning',
  payment_failed: 'badge-error',
  cancelled: 'badge-ghost',
};

/** An auto-replace plan's status, as the portal and the back office show it. */
export function PlanStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <span className={`badge ${TONES[status]} font-semibold`}>
      {SUBSCRIPTION_STATUS_LABELS[status]}
    </span>
  );
}
