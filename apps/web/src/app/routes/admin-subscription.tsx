import { Link, useParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PlanStatusBadge } from '../../components/plan-status-badge.tsx';
import {
  useAdminSubscription,
  useAdminSubscriptionAction,
  useAdminUpdateSubscription,
} from '../../features/admin-subscriptions/api/admin-subscriptions.ts';
import { PlanCharges } from '../../features/admin-subscriptions/components/plan-charges.tsx';
import { ResendPayLink } from '../../features/admin-subscriptions/components/resend-pay-link.tsx';
import { PendingPayment } from '../../features/auto-replace/components/pending-payment.tsx';
import { PlanActions } from '../../features/auto-replace/components/plan-actions.tsx';
import { PlanFacts } from '../../features/auto-replace/components/plan-facts.tsx';
import { PlanOrders } from '../../features/auto-replace/components/plan-orders.tsx';
import { PlanTimeline } from '../../features/auto-replace/components/plan-timeline.tsx';
import { adminCustomerPath, adminOrderPath, adminPaths } from '../../lib/admin-paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /admin/subscriptions/:id: one plan, its customer, charges, timeline, and actions for them. */
export default function AdminSubscriptionPage() {
  const { id = '' } = useParams();
  const plan = useAdminSubscription(id);
  const action = useAdminSubscriptionAction(id);
  const update = useAdminUpdateSubscription(id);
  useDocumentTitle(plan.data ? `Plan: ${plan.data.productName}` : 'Plan');

  if (plan.isPending) return <PageLoading label="Loading the plan…" />;
  if (plan.isError) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Plan</h1>
        <FormAlert tone="error" message={plan.error.message} />
        <Link to={adminPaths.subscriptions} className="link link-primary">
          All plans
        </Link>
      </div>
    );
  }
  const data = plan.data;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to={adminPaths.subscriptions} className="link link-primary text-sm">
          All plans
        </Link>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{data.productName}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-base-content/80">
          <PlanStatusBadge status={data.status} waitingOn={data.pending?.reason} /> for{' '}
          <Link to={adminCustomerPath(data.customer._id)} className="link link-primary">
            {data.customer.name}
          </Link>
          <span className="break-all">{data.customer.email ?? data.customer.phoneNumber}</span>
        </p>
      </div>
      <PendingPayment plan={data} />
      {data.pending && data.pending.reason !== 'out_of_stock' ? (
        <ResendPayLink planId={data._id} customer={data.customer.name} />
      ) : null}
      <section className="rounded-box border border-base-300 bg-base-100 p-4" aria-label="Plan">
        <PlanFacts plan={data} />
      </section>
      <PlanActions
        plan={data}
        heading={`Act for ${data.customer.name}`}
        runAction={(input) => action.mutateAsync(input)}
        runUpdate={(body) => update.mutateAsync(body)}
      />
      <PlanOrders
        orders={data.placedOrders}
        cancelled={data.status === 'cancelled'}
        orderPath={(order) => adminOrderPath(order._id)}
      />
      <PlanCharges charges={data.charges} />
      <PlanTimeline events={data.events} />
    </div>
  );
}
