import { Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { ProductImage } from '../../../components/product-image.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useFilterSearch } from '../api/search-filters.ts';
import type { TrackerTarget } from '../model/tracker-target.ts';

export const SEARCH_DEBOUNCE_MS = 500;

/** Find a filter system you own (debounced 500 ms) and add it to the tracker. */
export function FilterSearch({ onAdd }: { onAdd: (target: TrackerTarget) => void }) {
  const inputId = useId();
  const [term, setTerm] = useState('');
  const debounced = useDebounced(term, SEARCH_DEBOUNCE_MS);
  const search = useFilterSearch(debounced);
  const results = debounced.trim() ? (search.data ?? []) : [];

  return (
    <section aria-labelledby="filter-search-heading" className="space-y-3">
      <h2 id="filter-search-heading" className="text-xl font-semibold">
        Add a system you own
      </h2>
      <label htmlFor={inputId} className="input w-full">
        <Search className="size-4 opacity-70" aria-hidden="true" />
        <span className="sr-only">Search filters</span>
        <input
          id={inputId}
          type="search"
          placeholder="Search filters by name, e.g. reverse osmosis"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      </label>
      {search.isFetching ? (
        <p className="text-sm text-base-content/75">Searching filters…</p>
      ) : null}
      {search.isError ? (
        <p
          role="alert"
          className="text-sm text-error"
        >{`Error fetching data: ${search.error.message}`}</p>
      ) : null}
      {debounced.trim() && search.isSuccess && results.length === 0 ? (
        <p className="text-sm text-base-content/75">No filters found.</p>
      ) : null}
      {results.length > 0 ? (
        <ul aria-label="Filter search results" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((product) => (
            <li
              key={product._id}
              className="flex items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3"
            >
              <ProductImage
                src={product.imageUrl}
                alt={product.name}
                width={56}
                height={56}
                className="size-14 rounded"
              />
              <p className="min-w-0 flex-1 text-sm font-medium break-words">{product.name}</p>
              <button
                type="button"
                className="btn btn-outline btn-primary btn-sm"
                aria-label={`Add to Tracker: ${product.name}`}
                onClick={() =>
                  onAdd({ productId: product._id, name: product.name, imageUrl: product.imageUrl })
                }
              >
                <Plus className="size-4" aria-hidden="true" />
                Add to Tracker
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
