import { Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSubscriptions } from '../api/subscriptions.ts';
import { PlanSummaryCard } from './plan-summary-card.tsx';

/** Every plan of the customer, live ones first as the server orders them; or how to start one. */
export function PlanList() {
  const plans = useSubscriptions();
  if (plans.isPending) return <PageLoading label="Loading your auto-replace plans…" />;
  if (plans.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert
          tone="error"
          message={`Your plans could not be loaded: ${plans.error.message}`}
        />
        <button type="button" className="btn btn-outline btn-sm" onClick={() => plans.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (plans.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-box bg-base-200 p-8 text-center">
        <Repeat className="size-8 text-primary" aria-hidden="true" />
        <p className="font-semibold">No auto-replace plans yet.</p>
        <p className="max-w-md text-sm text-base-content/80">
          In My Products, choose Auto-replace beside a tracked part: its replacement then ships
          before the part is due, paid with your saved card.
        </p>
        <Link to={paths.dashboard} className="btn btn-primary btn-sm">
          Open My Products
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {plans.data.map((plan) => (
        <li key={plan._id}>
          <PlanSummaryCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}
