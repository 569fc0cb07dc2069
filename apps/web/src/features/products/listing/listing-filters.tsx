import type { FilterType, ProductType } from '@shop/contract';
import { type FormEvent, useId } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { FILTER_TYPE_LABELS, type ListingChoice, TYPE_LABELS } from './listing-params.ts';
import { PriceRange } from './price-range.tsx';

interface ListingFiltersProps {
  choice: ListingChoice;
  onChange: (choice: ListingChoice) => void;
}

const types = Object.entries(TYPE_LABELS) as [ProductType, string][];
const filterTypes = Object.entries(FILTER_TYPE_LABELS) as [Exclude<FilterType, 'none'>, string][];

/**
 * Product type, filter type, price range and stock: each change updates the URL at once.
 * Disabled until hydrated: a choice made on the server's markup would be shown but never applied.
 */
export function ListingFilters({ choice, onChange }: ListingFiltersProps) {
  const name = useId();
  const stockId = useId();
  const isHydrated = useHydrated();
  const ignoreSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <form onSubmit={ignoreSubmit}>
      <fieldset className="flex flex-col gap-5" disabled={!isHydrated}>
        <fieldset className="fieldset">
          <legend className="fieldset-legend text-sm">Product type</legend>
          <RadioChoice
            name={`${name}-type`}
            options={types}
            value={choice.type}
            onChange={(type) => onChange({ ...choice, type })}
          />
        </fieldset>
        <fieldset className="fieldset">
          <legend className="fieldset-legend text-sm">Filter type</legend>
          <RadioChoice
            name={`${name}-filter-type`}
            options={filterTypes}
            value={choice.filterType}
            onChange={(filterType) => onChange({ ...choice, filterType })}
          />
        </fieldset>
        <PriceRange
          minPrice={choice.minPrice}
          maxPrice={choice.maxPrice}
          onChange={(range) => onChange({ ...choice, ...range })}
        />
        <label htmlFor={stockId} className="label cursor-pointer gap-3 text-base-content">
          <input
            id={stockId}
            type="checkbox"
            className="checkbox checkbox-primary checkbox-sm"
            checked={choice.inStock === true}
            onChange={(event) =>
              onChange({ ...choice, inStock: event.target.checked || undefined })
            }
          />
          In stock only
        </label>
      </fieldset>
    </form>
  );
}

interface RadioChoiceProps<T extends string> {
  name: string;
  options: [T, string][];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

function RadioChoice<T extends string>({ name, options, value, onChange }: RadioChoiceProps<T>) {
  const all: [T | '', string][] = [['', 'All'], ...options];
  return (
    <div className="flex flex-col gap-2">
      {all.map(([option, label]) => (
        <label key={option || 'all'} className="label cursor-pointer gap-3 text-base-content">
          <input
            type="radio"
            name={name}
            className="radio radio-primary radio-sm"
            checked={(value ?? '') === option}
            onChange={() => onChange(option === '' ? undefined : (option as T))}
          />
          {label}
        </label>
      ))}
    </div>
  );
}
