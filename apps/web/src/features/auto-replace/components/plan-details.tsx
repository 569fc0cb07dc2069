import { FormAlert } from '../../../components/form-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { PlanStatusBadge } from '../../../components/plan-status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useShipNow } from '../api/plan-actions.ts';
import { useSavedCards } from '../api/saved-cards.ts';
import {
  useSubscription,
  useSubscriptionAction,
  useSubscriptions,
  useUpdateSubscription,
} from '../api/subscriptions.ts';
import { PayInPlace } from './pay-in-place.tsx';
import { PendingPayment } from './pending-payment.tsx';
import { PlanActions } from './plan-actions.tsx';
import { PlanBox } from './plan-box.tsx';
import { PlanFacts } from './plan-facts.tsx';
import { orderInHistory, PlanOrders } from './plan-orders.tsx';
import { PlanTimeline } from './plan-timeline.tsx';

/** One plan of the customer's: its facts, what they can do with it, its orders and timeline. */
export function PlanDetails({ id, change }: { id: string; change?: string | null }) {
  const plan = useSubscription(id);
  const action = useSubscriptionAction(id);
  const update = useUpdateSubscription(id);
  const shipNow = useShipNow(id);
  // The other plans name the parts that share this plan's box.
  const all = useSubscriptions();
  const live = plan.data !== undefined && plan.data.status !== 'cancelled';
  const cards = useSavedCards(live);

  if (plan.isPending) return <PageLoading label="Loading the plan…" />;
  if (plan.isError) {
    const missing = plan.error instanceof ApiError && plan.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Auto-replace plan</h1>
        <FormAlert
          tone="error"
          message={missing ? 'There is no such plan on your account.' : plan.error.message}
        />
      </div>
    );
  }
  const data = plan.data;
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{data.productName}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-base-content/80">
          <PlanStatusBadge status={data.status} waitingOn={data.pending?.reason} /> Auto-replace for{' '}
          {data.partName} of {data.systemName}
        </p>
      </div>
      <PendingPayment plan={data} />
      <PayInPlace plan={data} cards={cards.data ?? []} />
      <section className="rounded-box border border-base-300 bg-base-100 p-4" aria-label="Plan">
        <PlanFacts plan={data} />
      </section>
      <PlanBox plan={data} others={all.data ?? []} />
      <PlanActions
        plan={data}
        cards={cards.data ?? []}
        runAction={(input) => action.mutateAsync(input)}
        runUpdate={(body) => update.mutateAsync(body)}
        runShipNow={() => shipNow.mutateAsync()}
        initialChange={change}
      />
      <PlanOrders
        orders={data.placedOrders}
        cancelled={data.status === 'cancelled'}
        orderPath={orderInHistory}
      />
      <PlanTimeline events={data.events} />
    </div>
  );
}
