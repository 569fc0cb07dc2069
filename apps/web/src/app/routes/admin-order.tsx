import { can } from '@shop/contract';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useShopDateTime } from '../../components/shop-time-zone.ts';
import { OrderAuditHistory } from '../../features/admin-audit/components/order-audit-history.tsx';
import { useAdminOrder } from '../../features/admin-orders/api/get-admin-order.ts';
import { OrderActionsPanel } from '../../features/admin-orders/components/order-actions-panel.tsx';
import { OrderLines } from '../../features/admin-orders/components/order-lines.tsx';
import { OrderSummary } from '../../features/admin-orders/components/order-summary.tsx';
import { OrderTimeline } from '../../features/admin-orders/components/order-timeline.tsx';
import { PackingSlip } from '../../features/admin-orders/components/packing-slip.tsx';
import { OrderReturnsPanel } from '../../features/admin-returns/components/order-returns-panel.tsx';
import {
  AutoReplaceBadge,
  OrderPlanLinks,
} from '../../features/orders/components/auto-replace-mark.tsx';
import { OrderStatusBadge } from '../../features/orders/components/order-status-badge.tsx';
import { TestOrderBadge } from '../../features/orders/components/test-order-badge.tsx';
import { adminSubscriptionPath } from '../../lib/admin-paths.ts';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** One order: everything about it and its actions; printed, its packing slip. */
export default function AdminOrderPage() {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  useDocumentTitle(order.data ? `Order ${order.data.reference}` : 'Order');
  const formatDateTime = useShopDateTime();
  const { user } = useSession();

  if (order.isPending) return <PageLoading label="Loading the order…" />;
  if (order.isError) return <FormAlert tone="error" message={order.error.message} />;
  const data = order.data;
  return (
    <>
      <div className="flex flex-col gap-6 print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">
              Order <span className="font-mono">{data.reference}</span>
            </h1>
            <p className="mt-1 flex items-center gap-2 text-base-content/80">
              <OrderStatusBadge status={data.status} />
              <TestOrderBadge isTest={data.isTest} />
              <AutoReplaceBadge source={data.source} /> Placed {formatDateTime(data.createdAt)}
            </p>
            <OrderPlanLinks planIds={data.planIds} planPath={adminSubscriptionPath} />
          </div>
          <button
            type="button"
            className="btn btn-sm btn-outline print:hidden"
            onClick={() => window.print()}
          >
            <Printer className="size-4" aria-hidden="true" />
            Print packing slip
          </button>
        </div>
        <OrderSummary order={data} />
        <OrderLines lines={data.lines} />
        <OrderActionsPanel order={data} />
        <OrderTimeline events={data.timeline} />
        {can(user?.staffRole, 'returns:read') ? <OrderReturnsPanel orderId={data._id} /> : null}
        {can(user?.staffRole, 'audit:read') ? (
          <OrderAuditHistory
            orderId={data._id}
            version={`${data.status} ${data.payment.refunded}`}
          />
        ) : null}
      </div>
      <PackingSlip order={data} />
    </>
  );
}
