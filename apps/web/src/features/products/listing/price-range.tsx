import { useEffect, useId, useState } from 'react';

interface PriceRangeProps {
  minPrice?: number;
  maxPrice?: number;
  onChange: (range: { minPrice?: number; maxPrice?: number }) => void;
}

const toText = (value: number | undefined) => (value === undefined ? '' : String(value));
const toPrice = (text: string) => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
};

/** Lowest and highest price in dollars, applied on Enter, on leaving a box, or with Apply. */
export function PriceRange({ minPrice, maxPrice, onChange }: PriceRangeProps) {
  const id = useId();
  const [min, setMin] = useState(toText(minPrice));
  const [max, setMax] = useState(toText(maxPrice));
  // The back button changes the URL under us: show what it restored.
  useEffect(() => setMin(toText(minPrice)), [minPrice]);
  useEffect(() => setMax(toText(maxPrice)), [maxPrice]);

  function apply() {
    const next = { minPrice: toPrice(min), maxPrice: toPrice(max) };
    if (next.minPrice !== minPrice || next.maxPrice !== maxPrice) onChange(next);
  }

  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend text-sm">Price range</legend>
      <div className="flex items-end gap-2">
        <PriceInput
          id={`${id}-min`}
          name="minPrice"
          label="Min price ($)"
          value={min}
          onChange={setMin}
          onApply={apply}
        />
        <PriceInput
          id={`${id}-max`}
          name="maxPrice"
          label="Max price ($)"
          value={max}
          onChange={setMax}
          onApply={apply}
        />
      </div>
      {/* A submit button: before the app has started it sends the form itself. */}
      <button type="submit" className="btn btn-sm btn-outline mt-2" onClick={apply}>
        Apply price
      </button>
    </fieldset>
  );
}

interface PriceInputProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Enter and leaving the box apply the range; Enter submits no form. */
  onApply: () => void;
}

function PriceInput({ id, name, label, value, onChange, onApply }: PriceInputProps) {
  return (
    <label className="flex flex-1 flex-col gap-1 text-xs" htmlFor={id}>
      {label}
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        className="input input-sm w-full"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onApply}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onApply();
        }}
      />
    </label>
  );
}
