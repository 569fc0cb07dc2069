import type { FilterType, ProductType } from '@shop/contract';
import { type FormEvent, useId } from 'react';
import { KeptParams, NoScriptSubmit } from './kept-params.tsx';
import { FILTER_TYPE_LABELS, type ListingChoice, TYPE_LABELS } from './listing-params.ts';
import { PriceRange } from './price-range.tsx';

interface ListingFiltersProps {
  choice: ListingChoice;
  onChange: (choice: ListingChoice) => void;
}

const types = Object.entries(TYPE_LABELS) as [ProductType, string][];
const filterTypes = Object.entries(FILTER_TYPE_LABELS) as [Exclude<FilterType, 'none'>, string][];

/** The URL params this form writes. */
const OWNED = ['type', 'filterType', 'minPrice', 'maxPrice', 'inStock'] as const;

/**
 * Product type, filter type, price range and stock: each change updates the URL at once. It is
 * also a GET form whose URL the server renders, submitted on a change before the app has started
 * and with its own button when scripting is off, so no choice is shown and then lost.
 */
export function ListingFilters({ choice, onChange }: ListingFiltersProps) {
  const stockId = useId();
  const ignoreSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <form method="get" data-submit-on-change onSubmit={ignoreSubmit}>
      <KeptParams owned={OWNED} />
      <fieldset className="flex flex-col gap-5">
        <fieldset className="fieldset">
          <legend className="fieldset-legend text-sm">Product type</legend>
          <RadioChoice
            name="type"
            options={types}
            value={choice.type}
            onChange={(type) => onChange({ ...choice, type })}
          />
        </fieldset>
        <fieldset className="fieldset">
          <legend className="fieldset-legend text-sm">Filter type</legend>
          <RadioChoice
            name="filterType"
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
        <label
          htmlFor={stockId}
          className="flex cursor-pointer items-center gap-3 text-base-content"
        >
          <input
            id={stockId}
            type="checkbox"
            name="inStock"
            value="true"
            className="checkbox checkbox-primary checkbox-sm"
            checked={choice.inStock === true}
            onChange={(event) =>
              onChange({ ...choice, inStock: event.target.checked || undefined })
            }
          />
          In stock only
        </label>
        <NoScriptSubmit label="Apply filters" />
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
        <label
          key={option || 'all'}
          className="flex cursor-pointer items-center gap-3 text-base-content"
        >
          <input
            type="radio"
            name={name}
            value={option}
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
