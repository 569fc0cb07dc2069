import type { SubscriptionStatus } from '@shop/contract';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { AdminPage } from '../../features/admin/components/admin-page.tsx';
import { useAdminSubscriptions } from '../../features/admin-subscriptions/api/admin-subscriptions.ts';
import { SubscriptionSearchForm } from '../../features/admin-subscriptions/components/subscription-search-form.tsx';
import { SubscriptionSettingsForm } from '../../features/admin-subscriptions/components/subscription-settings-form.tsx';
import { SubscriptionsTable } from '../../features/admin-subscriptions/components/subscriptions-table.tsx';
import { useCan } from '../../lib/use-can.ts';

/** /admin/subscriptions: every auto-replace plan, searched and filtered, a page at a time. */
export default function AdminSubscriptionsPage() {
  const may = useCan();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const plans = useAdminSubscriptions({
    q: q || undefined,
    status: (status || undefined) as SubscriptionStatus | undefined,
    page,
    pageSize: 20,
  });
  const go = (next: Record<string, string>) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')));

  return (
    <AdminPage title="Auto-replace plans">
      {may('plans:settings') ? (
        <section aria-labelledby="plan-settings-heading" className="flex flex-col gap-2">
          <h2 id="plan-settings-heading" className="text-lg font-semibold">
            Settings
          </h2>
          <SubscriptionSettingsForm />
        </section>
      ) : null}
      <SubscriptionSearchForm
        key={`${q}|${status}`}
        value={{ q, status }}
        onSearch={(next) => go({ ...next, page: '' })}
      />
      {plans.isPending ? <PageLoading label="Loading plans…" /> : null}
      {plans.isError ? <FormAlert tone="error" message={plans.error.message} /> : null}
      {plans.data ? (
        <>
          <SubscriptionsTable
            plans={plans.data.items}
            filtered={Boolean(q || status || page > 1)}
          />
          <Pagination
            label="Plan pages"
            page={plans.data.page}
            pageSize={plans.data.pageSize}
            total={plans.data.total}
            onPage={(next) => go({ q, status, page: String(next) })}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
