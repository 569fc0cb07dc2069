import { Minus, Plus } from 'lucide-react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';

interface CartQuantityProps {
  productName: string;
  value: number;
  max?: number;
  /** A change of the cart is being saved: presses wait, and the pressed button keeps focus. */
  busy: boolean;
  onChange: (quantity: number) => void;
}

/** A cart line's − and + buttons; decrement is disabled at 1 (SPEC.md section 5). */
export function CartQuantity({ productName, value, max, busy, onChange }: CartQuantityProps) {
  const atMax = max !== undefined && value >= max;
  return (
    // biome-ignore lint/a11y/useSemanticElements: two buttons around a live value
    <div role="group" aria-label={`Quantity of ${productName}`} className="join items-center">
      <button
        type="button"
        className="btn btn-sm btn-square join-item"
        aria-label={`Decrease quantity of ${productName}`}
        disabled={value <= 1}
        {...busyButtonProps(busy)}
        onClick={unlessBusy(busy, () => onChange(value - 1))}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output
        aria-live="polite"
        className="join-item flex min-w-10 items-center justify-center self-stretch border-y border-base-300 px-2 font-semibold"
      >
        {value}
      </output>
      <button
        type="button"
        className="btn btn-sm btn-square join-item"
        aria-label={`Increase quantity of ${productName}`}
        disabled={atMax}
        {...busyButtonProps(busy)}
        onClick={unlessBusy(busy, () => onChange(value + 1))}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
