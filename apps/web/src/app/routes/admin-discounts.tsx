import { AdminOnly } from '../../components/admin-only.tsx';
import { DiscountsTable } from '../../features/admin-discounts/components/discounts-table.tsx';

/** /admin/discounts: the codes customers apply at checkout. */
export default function AdminDiscountsPage() {
  return (
    <AdminOnly title="Discounts">
      <DiscountsTable />
    </AdminOnly>
  );
}
