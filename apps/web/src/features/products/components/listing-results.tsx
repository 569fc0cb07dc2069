import type { ProductCard } from '@shop/contract';
import { Link } from 'react-router';
import { type ListingMode, paths } from '../../../lib/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { type ProductFilters, useProducts } from '../api/get-products.ts';
import { DeleteSelectionBar } from './delete-selection-bar.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import { useSelection } from './use-selection.ts';

const toProductForm = (_product: ProductCard) => paths.createProduct;

/** The grid of a listing in its mode: browse, edit (cards open the form) or delete (checkboxes). */
export function ListingResults({
  filters,
  mode,
}: {
  filters: ProductFilters;
  mode: ListingMode | null;
}) {
  const products = useProducts(filters);
  const selection = useSelection();
  // A tap on the server's markup before hydration would be lost (use-hydrated.ts).
  const isHydrated = useHydrated();
  const items = products.data?.pages.flatMap((page) => page.data) ?? [];

  if (products.isPending) {
    return (
      <>
        <p className="sr-only" role="status">
          Loading products…
        </p>
        <ProductGridSkeleton />
      </>
    );
  }
  if (products.isError) {
    return (
      <div role="alert" className="alert alert-error alert-soft">
        <span>We could not load the products. {products.error.message}</span>
        <button type="button" className="btn btn-sm" onClick={() => products.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  return (
    <>
      {mode === 'delete' ? (
        <DeleteSelectionBar
          products={items}
          selectedIds={selection.selectedIds}
          onDeleted={selection.remove}
        />
      ) : null}
      {items.length === 0 ? (
        <EmptyResult />
      ) : (
        <ProductGrid
          products={items}
          linkFor={mode === 'edit' ? toProductForm : undefined}
          selection={
            mode === 'delete'
              ? { selectedIds: selection.selectedIds, onToggle: selection.toggle }
              : undefined
          }
        />
      )}
      {products.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            className="btn btn-outline btn-primary min-w-40"
            disabled={!isHydrated || products.isFetchingNextPage}
            onClick={() => products.fetchNextPage()}
          >
            {products.isFetchingNextPage ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            Load more
          </button>
        </div>
      ) : null}
    </>
  );
}

function EmptyResult() {
  return (
    <div className="rounded-box bg-base-200 px-4 py-12 text-center">
      <p className="text-lg font-semibold first-letter:uppercase">no products found</p>
      <p className="mt-1 text-base-content/80">
        Try another search term, or{' '}
        <Link to={paths.products} className="link link-primary">
          browse all of our products
        </Link>
        .
      </p>
    </div>
  );
}
