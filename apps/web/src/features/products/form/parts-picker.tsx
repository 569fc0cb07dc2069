import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useProductsById } from '../api/get-product.ts';
import { usePartSearch } from '../api/search-parts.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface PartsPickerProps {
  value: string[];
  onChange: (partIds: string[]) => void;
  error?: string;
}

/** A filter's replaceable parts: search products of type part and add or remove them. */
export function PartsPicker({ value, onChange, error }: PartsPickerProps) {
  const inputId = useId();
  const [term, setTerm] = useState('');
  const search = usePartSearch(useDebounced(term, SEARCH_DEBOUNCE_MS));
  const chosen = useProductsById(value);
  const names = new Map<string, string>();
  for (const part of [...(search.data ?? []), ...chosen.products]) names.set(part._id, part.name);
  const results = (search.data ?? []).filter((part) => !value.includes(part._id));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Parts</legend>
      {value.length > 0 ? (
        <ul aria-label="Chosen parts" className="flex flex-wrap gap-2">
          {value.map((id) => (
            <li key={id} className="badge badge-lg badge-outline h-auto gap-1 py-1">
              {names.get(id) ?? 'Loading part…'}
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-circle"
                aria-label={`Remove ${names.get(id) ?? 'part'}`}
                onClick={() => onChange(value.filter((other) => other !== id))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={inputId} className="sr-only">
        Search parts
      </label>
      <input
        id={inputId}
        type="search"
        className="input w-full"
        placeholder="Search parts by name or SKU"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      {search.isPending ? (
        <p className="text-sm text-base-content/70">Searching parts…</p>
      ) : search.isError ? (
        <p role="alert" className="text-sm text-error">
          {search.error.message}
        </p>
      ) : results.length === 0 ? (
        <p className="text-sm text-base-content/70">No parts found.</p>
      ) : (
        <ul
          aria-label="Matching parts"
          className="max-h-56 divide-y divide-base-300 overflow-y-auto rounded-box border border-base-300"
        >
          {results.map((part) => (
            <li key={part._id} className="flex items-center justify-between gap-2 px-3 py-2">
              <span className="text-sm">{part.name}</span>
              <button
                type="button"
                className="btn btn-xs btn-primary"
                aria-label={`Add ${part.name}`}
                onClick={() => onChange([...value, part._id])}
              >
                <Plus className="size-3" aria-hidden="true" />
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? <p className="text-sm text-error">{error}</p> : null}
    </fieldset>
  );
}
