import type { Subscription, TrackedPart } from '@shop/contract';
import { Repeat, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { planPath } from '../../../lib/paths.ts';
import { partPlanLine } from '../model/plan-text.ts';

interface AutoReplaceControlProps {
  part: TrackedPart;
  /** The part's live plan, if it has one. */
  plan: Subscription | undefined;
  onTurnOn: () => void;
}

/**
 * Beside a tracked part: on a plan, when its replacement ships (or that it is on its way) and a
 * link to the plan; otherwise, when the shop sells the replacement, a way to turn auto-replace on.
 */
export function AutoReplaceControl({ part, plan, onTurnOn }: AutoReplaceControlProps) {
  const name = part.partProductNameSnapshot;
  if (plan) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Truck className="size-4 text-primary" aria-hidden="true" />
        <span className="font-medium">{partPlanLine(part, plan)}</span>
        <Link
          to={planPath(plan._id)}
          className="link link-primary"
          aria-label={`Manage auto-replace for ${name}`}
        >
          Manage
        </Link>
      </p>
    );
  }
  if (!part.partProductId) return null;
  return (
    <button
      type="button"
      className="btn btn-outline btn-primary btn-xs w-fit"
      onClick={onTurnOn}
      aria-label={`Auto-replace ${name}`}
    >
      <Repeat className="size-3.5" aria-hidden="true" />
      Auto-replace
    </button>
  );
}
