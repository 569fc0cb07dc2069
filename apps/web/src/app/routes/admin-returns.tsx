import { can, RETURN_STATUSES, type ReturnStatus } from '@shop/contract';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { useShopSettings } from '../../features/admin/api/shop-settings.ts';
import { AdminPage } from '../../features/admin/components/admin-page.tsx';
import { useAdminReturns } from '../../features/admin-returns/api/admin-returns.ts';
import { ReturnSettingsForm } from '../../features/admin-returns/components/return-settings-form.tsx';
import { ReturnsTable } from '../../features/admin-returns/components/returns-table.tsx';
import { useSession } from '../../lib/session.tsx';

/** /admin/returns: the returns desk, by state, a page at a time; the owner's return rules. */
export default function AdminReturnsPage() {
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? '') as ReturnStatus | '';
  const page = Number(params.get('page') ?? '1') || 1;
  const returns = useAdminReturns({ status: status || undefined, page });
  const isOwner = can(useSession().user?.staffRole, 'settings:manage');
  const settings = useShopSettings(isOwner);
  const go = (next: Record<string, string>) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')));

  return (
    <AdminPage title="Returns">
      <div className="max-w-xs">
        <FormField label="Status">
          <select value={status} onChange={(event) => go({ status: event.target.value })}>
            <option value="">All returns</option>
            {RETURN_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value[0]?.toUpperCase()}
                {value.slice(1)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {returns.isPending ? <PageLoading label="Loading returns…" /> : null}
      {returns.isError ? <FormAlert tone="error" message={returns.error.message} /> : null}
      {returns.data ? (
        <>
          <ReturnsTable returns={returns.data.items} filtered={Boolean(status || page > 1)} />
          <Pagination
            label="Return pages"
            page={returns.data.page}
            pageSize={returns.data.pageSize}
            total={returns.data.total}
            onPage={(next) => go({ status, page: String(next) })}
          />
        </>
      ) : null}
      {settings.data ? (
        <section aria-labelledby="return-settings-heading" className="flex flex-col gap-2">
          <h2 id="return-settings-heading" className="text-lg font-semibold">
            Return settings
          </h2>
          <ReturnSettingsForm settings={settings.data} />
        </section>
      ) : null}
    </AdminPage>
  );
}
