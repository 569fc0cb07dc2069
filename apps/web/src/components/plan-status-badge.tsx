import {
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionPendingReason,
  type SubscriptionStatus,
} from '@shop/contract';

const TONES: Record<SubscriptionStatus, string> = {
  active: 'badge-success',
  paused: 'badge-warning',
  payment_failed: 'badge-error',
  cancelled: 'badge-ghost',
};

/**
 * An auto-replace plan's status, as the portal and the back office show it. A charge waiting for
 * the bank's check (3-D Secure) has not failed: it reads "Needs your confirmation".
 */
export function PlanStatusBadge({
  status,
  waitingOn,
}: {
  status: SubscriptionStatus;
  waitingOn?: SubscriptionPendingReason | null;
}) {
  if (status === 'payment_failed' && waitingOn === 'requires_action') {
    return <span className="badge badge-warning font-semibold">Needs your confirmation</span>;
  }
  return (
    <span className={`badge ${TONES[status]} font-semibold`}>
      {SUBSCRIPTION_STATUS_LABELS[status]}
    </span>
  );
}
