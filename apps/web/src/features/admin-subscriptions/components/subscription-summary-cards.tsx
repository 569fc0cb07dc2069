import { formatUsd } from '@shop/contract';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { adminPaths } from '../../../lib/admin-paths.ts';
import { useSubscriptionSummary } from '../api/admin-subscriptions.ts';

const card = 'flex h-full flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-4';
const linkCard = `${card} hover:bg-base-200`;

/** The dashboard's auto-replace numbers; each count opens the plans it counts. */
export function SubscriptionSummaryCards() {
  const summary = useSubscriptionSummary();
  return (
    <section aria-labelledby="plans-summary-heading" className="space-y-3">
      <h2 id="plans-summary-heading" className="text-xl font-semibold">
        Auto-replace
      </h2>
      {summary.isPending ? (
        <p role="status" className="text-sm text-base-content/80">
          Loading the plan numbers…
        </p>
      ) : null}
      {summary.isError ? <FormAlert tone="error" message={summary.error.message} /> : null}
      {summary.data ? <Cards summary={summary.data} /> : null}
    </section>
  );
}

function Cards({
  summary,
}: {
  summary: NonNullable<ReturnType<typeof useSubscriptionSummary>['data']>;
}) {
  const { cancellationsLast30Days: cancelled, paymentsRecovered: recovered } = summary;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <li>
        <Link to={`${adminPaths.subscriptions}?status=active`} className={linkCard}>
          <span>Active plans</span>
          <span className="text-2xl font-bold">{summary.activePlans}</span>
        </Link>
      </li>
      <li className={card}>
        <span>Monthly recurring revenue</span>
        <span className="text-2xl font-bold">{formatUsd(summary.monthlyRecurringRevenue)}</span>
      </li>
      <li className={card}>
        <span>Scheduled in the next 30 days</span>
        <span className="text-2xl font-bold">{formatUsd(summary.next30Days.revenue)}</span>
        <span className="text-sm text-base-content/80">
          {summary.next30Days.units} {summary.next30Days.units === 1 ? 'unit' : 'units'}
        </span>
      </li>
      <li>
        <Link to={`${adminPaths.subscriptions}?status=payment_failed`} className={linkCard}>
          <span>Payments in dunning</span>
          <span className="text-2xl font-bold">{summary.paymentsInDunning}</span>
          <span className="text-sm text-base-content/80">{formatUsd(summary.amountOwed)} owed</span>
        </Link>
      </li>
      <li className={card}>
        <span>Cancellations, last 30 days</span>
        <span className="text-2xl font-bold">{cancelled.count}</span>
        {cancelled.reasons.length > 0 ? (
          <ul className="text-sm text-base-content/80">
            {cancelled.reasons.map((entry) => (
              <li key={entry.reason}>
                {entry.reason}: {entry.count}
              </li>
            ))}
          </ul>
        ) : null}
      </li>
      <li className={card}>
        <span>Payments recovered</span>
        <span className="text-2xl font-bold">{recovered.count}</span>
        <span className="text-sm text-base-content/80">{formatUsd(recovered.amount)}</span>
      </li>
    </ul>
  );
}
