import { useSearchParams } from 'react-router';
import { AdminOnly } from '../../components/admin-only.tsx';
import { StockTable } from '../../features/admin-products/components/stock-table.tsx';

/** /admin/products: stock, prices and flags of the whole catalogue. */
export default function AdminProductsPage() {
  const [params] = useSearchParams();
  return (
    <AdminOnly title="Products and stock">
      <StockTable initialLowStock={params.get('lowStock') === 'true'} />
    </AdminOnly>
  );
}
