import { REORDER_DUE_WITHIN_DAYS } from '@shop/contract';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useReorderDue } from '../api/tracked-products.ts';

function reorderMessage(added: number) {
  if (added === 0) return `No parts are due within ${REORDER_DUE_WITHIN_DAYS} days.`;
  return `${added === 1 ? '1 part' : `${added} parts`} added to your cart.`;
}

/** One click puts every part due within 30 days in the cart. */
export function ReorderDueButton() {
  const reorder = useReorderDue();
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => reorder.mutate()}
        disabled={reorder.isPending}
      >
        <ShoppingCart className="size-4" aria-hidden="true" />
        Reorder due parts
      </button>
      <div aria-live="polite" className="text-sm">
        {reorder.isSuccess ? (
          <p>
            {reorderMessage(reorder.data.added)}{' '}
            {reorder.data.added > 0 ? (
              <Link to={paths.shoppingCart} className="link link-primary">
                View cart
              </Link>
            ) : null}
          </p>
        ) : null}
        {reorder.isError ? <p className="text-error">{reorder.error.message}</p> : null}
      </div>
    </div>
  );
}
