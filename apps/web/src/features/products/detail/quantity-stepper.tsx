import { Minus, Plus } from 'lucide-react';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** The most that can be chosen (the stock); no limit when absent. */
  max?: number;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** Quantity with − and + buttons; never below 1 (SPEC.md section 5). */
export function QuantityStepper({
  value,
  onChange,
  max,
  disabled = false,
  size = 'md',
}: QuantityStepperProps) {
  const buttonSize = size === 'sm' ? 'btn-sm' : '';
  const atMax = max !== undefined && value >= max;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a live value
    <div role="group" aria-label="Quantity" className="join items-center">
      <button
        type="button"
        className={`btn join-item btn-square ${buttonSize}`}
        aria-label="Decrease quantity"
        disabled={disabled || value <= 1}
        data-early-tap="quantity-down"
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output
        aria-live="polite"
        aria-label="Quantity"
        className={`join-item flex min-w-12 items-center justify-center self-stretch border-y border-base-300 px-2 font-semibold`}
      >
        {value}
      </output>
      <button
        type="button"
        className={`btn join-item btn-square ${buttonSize}`}
        aria-label="Increase quantity"
        disabled={disabled || atMax}
        data-early-tap="quantity-up"
        onClick={() => onChange(value + 1)}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
