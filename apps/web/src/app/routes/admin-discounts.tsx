import { AdminPage } from '../../features/admin/components/admin-page.tsx';
import { DiscountsTable } from '../../features/admin-discounts/components/discounts-table.tsx';

/** /admin/discounts: the codes customers apply at checkout. */
export default function AdminDiscountsPage() {
  return (
    <AdminPage title="Discounts">
      <DiscountsTable />
    </AdminPage>
  );
}
