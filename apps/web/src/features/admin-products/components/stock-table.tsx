import { CATEGORIES } from '@shop/contract';
import { useState } from 'react';
import {
  cardsOnPhoneClass,
  dataTableClass,
  tableBoxClass,
} from '../../../components/data-table.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { type ProductsFilter, useAdminProducts } from '../api/admin-products.ts';
import { StockRow } from './stock-row.tsx';

/** The back office's products: search, category, low stock only, and stock edited in place. */
export function StockTable({ initialLowStock = false }: { initialLowStock?: boolean }) {
  const [filter, setFilter] = useState<ProductsFilter>({
    q: '',
    category: '',
    lowStock: initialLowStock,
    page: 1,
  });
  const products = useAdminProducts(filter);
  const change = (next: Partial<ProductsFilter>) => setFilter({ ...filter, page: 1, ...next });

  return (
    <section aria-label="Products and stock">
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm">
          Find by name or SKU
          <input
            type="search"
            className="input input-sm mt-1 block w-56"
            value={filter.q}
            onChange={(event) => change({ q: event.target.value })}
          />
        </label>
        <label className="text-sm">
          Category
          <select
            className="select select-sm mt-1 block"
            value={filter.category}
            onChange={(event) =>
              change({ category: event.target.value as ProductsFilter['category'] })
            }
          >
            <option value="">All categories</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={filter.lowStock}
            onChange={(event) => change({ lowStock: event.target.checked })}
          />
          Low stock only
        </label>
      </div>
      <FormAlert tone="error" message={products.error?.message} />
      {products.data ? (
        <>
          <div className={`mt-4 ${tableBoxClass}`}>
            <table className={`${dataTableClass} ${cardsOnPhoneClass}`}>
              <thead>
                <tr>
                  <th>Product</th>
                  <th className="hidden md:table-cell">Category</th>
                  <th>Price</th>
                  <th>Stock</th>
                  <th>Low at</th>
                  <th className="hidden md:table-cell">Featured</th>
                  <th className="hidden md:table-cell">Important</th>
                  <th>
                    <span className="sr-only">Save</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {products.data.items.map((product) => (
                  <StockRow key={product._id} product={product} />
                ))}
              </tbody>
            </table>
          </div>
          {products.data.items.length === 0 ? <p className="mt-4">No products match.</p> : null}
          <Pagination
            label="Product pages"
            page={products.data.page}
            pageSize={products.data.pageSize}
            total={products.data.total}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      ) : products.isPending ? (
        <PageLoading label="Loading products…" />
      ) : null}
    </section>
  );
}
