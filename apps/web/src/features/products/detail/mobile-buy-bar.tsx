import { ShoppingCart } from 'lucide-react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

interface MobileBuyBarProps {
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  onAddToCart: () => void;
  max?: number;
  disabled: boolean;
  busy?: boolean;
}

/** On phones the quantity and Add to Cart stay at the bottom of the screen. */
export function MobileBuyBar({
  quantity,
  onQuantityChange,
  onAddToCart,
  max,
  disabled,
  busy = false,
}: MobileBuyBarProps) {
  return (
    <div
      data-testid="mobile-buy-bar"
      className="mobile-buy-bar fixed inset-x-0 bottom-0 z-30 flex flex-wrap items-center gap-3 border-t border-base-300 bg-base-100 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden"
    >
      <QuantityStepper
        value={quantity}
        onChange={onQuantityChange}
        max={max}
        disabled={disabled}
        size="sm"
      />
      <button
        type="button"
        // Beside the stepper, or on a row of its own with large text (issue 40.19).
        className="btn btn-primary btn-sm grow basis-32"
        disabled={disabled}
        {...busyButtonProps(busy)}
        data-early-tap="add-to-cart"
        onClick={unlessBusy(busy, onAddToCart)}
      >
        {busy ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <ShoppingCart className="size-4" aria-hidden="true" />
        )}
        Add to Cart
      </button>
    </div>
  );
}
