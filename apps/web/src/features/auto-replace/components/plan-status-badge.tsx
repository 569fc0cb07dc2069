import type { SubscriptionStatus } from '@shop/contract';
import { PLAN_STATUS_LABELS } from '../model/plan-text.ts';

const TONES: Record<SubscriptionStatus, string> = {
  active: 'badge-success',
  paused: 'badge-warning',
  payment_failed: 'badge-error',
  cancelled: 'badge-ghost',
};

export function PlanStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <span className={`badge ${TONES[status]} font-semibold`}>{PLAN_STATUS_LABELS[status]}</span>
  );
}
