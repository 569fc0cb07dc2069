import { useSearchParams } from 'react-router';
import { AdminPage } from '../../features/admin/components/admin-page.tsx';
import { StockTable } from '../../features/admin-products/components/stock-table.tsx';

/** /admin/products: stock, prices and flags of the whole catalogue. */
export default function AdminProductsPage() {
  const [params] = useSearchParams();
  return (
    <AdminPage title="Products and stock">
      <StockTable initialLowStock={params.get('lowStock') === 'true'} />
    </AdminPage>
  );
}
