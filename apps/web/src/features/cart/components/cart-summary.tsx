import { type AppliedDiscount, formatUsd } from '@shop/contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { DiscountCodeForm } from './discount-code-form.tsx';

interface CartSummaryProps {
  subtotal: number;
  /** Unavailable lines must go before checkout can price the cart. */
  hasUnavailable: boolean;
  discount?: AppliedDiscount | null;
  discountNotice?: string | null;
}

const CALCULATED_AT_CHECKOUT = 'Calculated at checkout';

export function CartSummary({
  subtotal,
  hasUnavailable,
  discount,
  discountNotice,
}: CartSummaryProps) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-box border border-base-300 bg-base-100 p-5"
    >
      <h2 id="order-summary-heading" className="text-xl font-bold">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd className="font-semibold">{formatUsd(subtotal)}</dd>
        </div>
        {discount ? (
          <div className="flex justify-between">
            <dt>Discount ({discount.code})</dt>
            <dd className="font-semibold">{formatUsd(-discount.amount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd className="text-base-content/75">{CALCULATED_AT_CHECKOUT}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Tax</dt>
          <dd className="text-base-content/75">{CALCULATED_AT_CHECKOUT}</dd>
        </div>
        <div className="flex justify-between border-t border-base-300 pt-2 text-base">
          <dt className="font-bold">Total</dt>
          <dd className="font-bold">{formatUsd(subtotal - (discount?.amount ?? 0))}</dd>
        </div>
      </dl>
      <DiscountCodeForm discount={discount} notice={discountNotice} />
      {hasUnavailable ? (
        <p className="mt-4 text-sm text-error">
          Remove the unavailable items to continue to checkout.
        </p>
      ) : null}
      {hasUnavailable ? (
        <button type="button" className="btn btn-primary btn-block mt-4" disabled>
          Proceed to Checkout
        </button>
      ) : (
        <Link to={paths.checkout} className="btn btn-primary btn-block mt-4">
          Proceed to Checkout
        </Link>
      )}
    </section>
  );
}
