import { Link, useParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { AdminPage } from '../../features/admin/components/admin-page.tsx';
import { useAdminReturn } from '../../features/admin-returns/api/admin-returns.ts';
import { ReturnSteps } from '../../features/admin-returns/components/return-steps.tsx';
import { ReturnSummary } from '../../features/admin-returns/components/return-summary.tsx';
import { adminPaths } from '../../lib/admin-paths.ts';

/** /admin/returns/:id: one return and its next step. */
export default function AdminReturnPage() {
  const { id = '' } = useParams();
  const item = useAdminReturn(id);
  return (
    <AdminPage title={item.data ? `Return ${item.data.number}` : 'Return'}>
      <Link to={adminPaths.returns} className="link link-primary text-sm">
        All returns
      </Link>
      {item.isPending ? <PageLoading label="Loading the return…" /> : null}
      {item.isError ? <FormAlert tone="error" message={item.error.message} /> : null}
      {item.data ? (
        <>
          <ReturnSummary item={item.data} />
          <ReturnSteps item={item.data} />
        </>
      ) : null}
    </AdminPage>
  );
}
