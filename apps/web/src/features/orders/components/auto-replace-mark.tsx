import type { OrderSource } from '@shop/contract';
import { Repeat } from 'lucide-react';
import { Link } from 'react-router';

/** Marks an order an auto-replace plan placed (decision 076). */
export function AutoReplaceBadge({ source }: { source: OrderSource }) {
  if (source !== 'auto_replace') return null;
  return (
    <span className="badge badge-outline badge-primary gap-1 font-semibold">
      <Repeat className="size-3" aria-hidden="true" />
      Auto-replace
    </span>
  );
}

/** The plans an auto-replace order shipped parts of, each a link to its page. */
export function OrderPlanLinks({
  planIds,
  planPath,
}: {
  planIds: readonly string[];
  planPath: (planId: string) => string;
}) {
  if (planIds.length === 0) return null;
  const many = planIds.length > 1;
  return (
    <p className="text-sm">
      <span className="text-base-content/75">Placed by auto-replace: </span>
      {planIds.map((planId, index) => (
        <span key={planId}>
          {index > 0 ? ', ' : null}
          <Link className="link link-primary" to={planPath(planId)}>
            {many ? `Auto-replace plan ${index + 1}` : 'Auto-replace plan'}
          </Link>
        </span>
      ))}
    </p>
  );
}
