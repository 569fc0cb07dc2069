import type { ListingMode } from '../../../lib/paths.ts';
import { type ProductFilters, useProducts } from '../api/get-products.ts';
import { ListingResults } from '../components/listing-results.tsx';
import { ListingFilters } from './listing-filters.tsx';
import { ListingToolbar } from './listing-toolbar.tsx';
import { useListingChoice } from './use-listing-choice.ts';

interface ListingLayoutProps {
  base: Pick<ProductFilters, 'category' | 'q'>;
  mode: ListingMode | null;
}

/** Filters in a sidebar on desktop (a dialog on phones), the count and sort, then the grid. */
export function ListingLayout({ base, mode }: ListingLayoutProps) {
  const { choice, setChoice, page } = useListingChoice();
  const filters: ProductFilters = { ...base, ...choice };
  // Shares the grid's query (same key): the first page's total is the count.
  const total = useProducts(filters, page).data?.pages[0]?.total;

  return (
    <div className="lg:grid lg:grid-cols-[14rem_1fr] lg:gap-8">
      <aside className="hidden lg:block" aria-label="Filters">
        <ListingFilters choice={choice} onChange={setChoice} />
      </aside>
      <div>
        <ListingToolbar
          choice={choice}
          onChange={setChoice}
          total={total}
          isSearch={base.q !== undefined}
        />
        <ListingResults filters={filters} page={page} mode={mode} key={mode ?? 'browse'} />
      </div>
    </div>
  );
}
