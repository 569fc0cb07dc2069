import type { ReturnPlan } from '@shop/contract';
import { Link } from 'react-router';
import { planSwapPath } from '../../../lib/paths.ts';

/**
 * "Wrong item" from an auto-replace box: the plan would send the same part again, so the
 * customer is offered the plan's product swap (issue 42). Only their own live plans come here.
 */
export function PlanSwapOffer({ plans }: { plans: ReturnPlan[] | undefined }) {
  if (!plans || plans.length === 0) return null;
  return (
    <section
      aria-label="Your auto-replace plan"
      className="flex flex-col gap-2 rounded-box border border-info/40 bg-info/10 p-3 text-sm"
    >
      {plans.map((plan) => (
        <div key={plan._id} className="flex flex-col gap-2">
          <p>
            This box came from your auto-replace plan for {plan.systemName}. If the part is wrong
            for your system, change the plan's part so the next box is right.
          </p>
          <Link className="btn btn-outline btn-sm self-start" to={planSwapPath(plan._id)}>
            Change the plan's part for {plan.systemName}
            {/* A box of several plans: say which one each link changes. */}
            {plans.length > 1 ? ` (now ${plan.productName})` : ''}
          </Link>
        </div>
      ))}
    </section>
  );
}
