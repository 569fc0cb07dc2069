import type { AdminProductRow } from '@shop/contract';

/** "Out of stock" at 0, "Low" at or below the threshold, nothing otherwise. */
export function StockBadge({ product }: { product: Pick<AdminProductRow, 'stock' | 'lowStock'> }) {
  if (product.stock === 0) return <span className="badge badge-error">Out of stock</span>;
  if (product.lowStock) return <span className="badge badge-warning">Low</span>;
  return null;
}
