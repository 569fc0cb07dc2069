import type { ProductSort } from '@shop/contract';
import { type FormEvent, useId } from 'react';
import { FilterDialog } from './filter-dialog.tsx';
import { KeptParams, NoScriptSubmit } from './kept-params.tsx';
import { type ListingChoice, SORT_LABELS } from './listing-params.ts';

interface ListingToolbarProps {
  choice: ListingChoice;
  onChange: (choice: ListingChoice) => void;
  total: number | undefined;
  /** A search comes by relevance until a sort is chosen; a listing comes by name. */
  isSearch: boolean;
}

const sorts = Object.entries(SORT_LABELS) as [ProductSort, string][];

/** Above the grid: how many products match, the phone's Filters button, and the sort. */
export function ListingToolbar({ choice, onChange, total, isSearch }: ListingToolbarProps) {
  const sortId = useId();
  const ignoreSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <p className="mr-auto text-sm text-base-content/80" role="status">
        {total === undefined ? '' : `${total} ${total === 1 ? 'product' : 'products'}`}
      </p>
      <FilterDialog choice={choice} onChange={onChange} total={total} />
      {/* A GET form, like the filters: a sort picked before the app has started is sent. */}
      <form
        method="get"
        data-submit-on-change
        onSubmit={ignoreSubmit}
        className="flex items-center gap-2"
      >
        <KeptParams owned={['sort']} />
        <label htmlFor={sortId} className="text-sm">
          Sort by
        </label>
        <select
          id={sortId}
          name="sort"
          className="select select-sm w-auto"
          value={choice.sort ?? (isSearch ? '' : 'name')}
          onChange={(event) =>
            onChange({ ...choice, sort: (event.target.value || undefined) as ProductSort })
          }
        >
          {isSearch ? <option value="">Relevance</option> : null}
          {sorts.map(([sort, label]) => (
            <option key={sort} value={sort}>
              {label}
            </option>
          ))}
        </select>
        <NoScriptSubmit label="Sort" />
      </form>
    </div>
  );
}
