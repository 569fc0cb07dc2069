import type { Subscription } from '@shop/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { PlanStatusBadge } from '../../../components/plan-status-badge.tsx';
import { ProductImage } from '../../../components/product-image.tsx';
import { planPath } from '../../../lib/paths.ts';
import { PendingPayment } from './pending-payment.tsx';
import { PlanFacts } from './plan-facts.tsx';

/** One plan in the customer's list: what, its state and facts, and the way to manage it. */
export function PlanSummaryCard({ plan }: { plan: Subscription }) {
  const headingId = `plan-${plan._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <header className="flex items-start gap-3">
        <ProductImage
          src={plan.productImageUrl}
          alt={plan.productName}
          width={56}
          height={56}
          className="size-14 shrink-0 rounded bg-base-200"
        />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {plan.productName}
          </h2>
          <PlanStatusBadge status={plan.status} waitingOn={plan.pending?.reason} />
        </div>
      </header>
      <PendingPayment plan={plan} />
      <PlanFacts plan={plan} />
      <p className="text-sm text-base-content/80">
        {plan.orders.length === 0
          ? 'No orders yet.'
          : `${plan.orders.length} ${plan.orders.length === 1 ? 'order' : 'orders'} so far.`}
      </p>
      <Link
        to={planPath(plan._id)}
        className="btn btn-outline btn-sm w-fit"
        aria-label={`Manage ${plan.productName}`}
      >
        Manage
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </article>
  );
}
