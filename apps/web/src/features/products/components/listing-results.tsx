import type { ProductCard } from '@shop/contract';
import { Link } from 'react-router';
import { type ListingMode, paths } from '../../../lib/paths.ts';
import { type ProductFilters, useProducts } from '../api/get-products.ts';
import { DeleteSelectionBar } from './delete-selection-bar.tsx';
import { ListingPages } from './listing-pages.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import { useSelection } from './use-selection.ts';

const toProductForm = (_product: ProductCard) => paths.createProduct;

/** The grid of a listing in its mode: browse, edit (cards open the form) or delete (checkboxes). */
export function ListingResults({
  filters,
  page,
  mode,
}: {
  filters: ProductFilters;
  /** The URL's `?page=`: the first page shown. */
  page: number;
  mode: ListingMode | null;
}) {
  const products = useProducts(filters, page);
  const selection = useSelection();
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
      <ListingPages
        firstPage={page}
        shownPages={products.data?.pages.length ?? 1}
        total={products.data?.pages[0]?.total}
        hasNextPage={products.hasNextPage}
        isFetchingNextPage={products.isFetchingNextPage}
        onLoadMore={() => products.fetchNextPage()}
      />
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
