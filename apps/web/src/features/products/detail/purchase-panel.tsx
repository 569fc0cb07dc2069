import { formatUsd, type Product } from '@shop/contract';
import { CreditCard, ShieldCheck, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { paths, trackProductPath } from '../../../lib/paths.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

interface PurchasePanelProps {
  product: Product;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  onAddToCart: () => void;
  onBuyNow: () => void;
  disabled: boolean;
  /** Adding to the cart: both buttons wait, Add to Cart shows a spinner. */
  busy?: boolean;
}

export function PurchasePanel({
  product,
  quantity,
  onQuantityChange,
  onAddToCart,
  onBuyNow,
  disabled,
  busy = false,
}: PurchasePanelProps) {
  const inStock = product.stock > 0;
  return (
    <div className="space-y-5">
      <div>
        <p className="text-3xl font-bold text-primary">{formatUsd(product.price)}</p>
        <p
          className={`mt-1 text-sm font-medium ${inStock ? 'text-base-content/80' : 'text-error'}`}
        >
          {inStock ? `In stock (${product.stock} available)` : 'Out of stock'}
        </p>
      </div>
      <div className="hidden flex-wrap items-center gap-3 md:flex">
        <QuantityStepper
          value={quantity}
          onChange={onQuantityChange}
          max={inStock ? product.stock : undefined}
          disabled={!inStock || disabled}
        />
        <button
          type="button"
          className="btn btn-primary flex-1"
          disabled={!inStock || disabled}
          {...busyButtonProps(busy)}
          data-early-tap="add-to-cart"
          onClick={unlessBusy(busy, onAddToCart)}
        >
          {busy ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <ShoppingCart className="size-5" aria-hidden="true" />
          )}
          Add to Cart
        </button>
      </div>
      <button
        type="button"
        className="btn btn-secondary btn-block"
        disabled={!inStock || disabled || busy}
        data-early-tap="buy-now"
        onClick={onBuyNow}
      >
        Buy it Now
      </button>
      {/* A link, not a button: tapped before the app has started, or without JavaScript, it
          still goes to My Products, which opens the tracker form for this product. */}
      <Link to={trackProductPath(product._id)} className="btn btn-outline btn-block">
        I have this product
      </Link>
      <div className="space-y-3 rounded-box bg-base-200 p-4 text-sm">
        <p className="flex gap-2">
          <CreditCard className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <strong>Payment &amp; Security.</strong> Your payment information is processed securely.
            We do not store credit card details nor have access to your credit card information.
          </span>
        </p>
        <p className="flex gap-2">
          <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <strong>1-year warranty.</strong> Returns within 30 days.{' '}
            <Link to={paths.warranty} className="link link-primary">
              Read the warranty and return policy
            </Link>
          </span>
        </p>
      </div>
    </div>
  );
}
