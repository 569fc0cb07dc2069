import type { ProductCard } from '@shop/contract';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { serverMessage } from '../../../lib/error-message.ts';
import { useSetWishlisted } from '../api/wishlist.ts';

interface WishlistItemProps {
  product: ProductCard;
  /** The shop's product card, linking to the product page. */
  card: ReactNode;
  onRemoved: (product: ProductCard) => void;
}

/** One saved product with its own Remove button; the card leaves once the server agrees. */
export function WishlistItem({ product, card, onRemoved }: WishlistItemProps) {
  const change = useSetWishlisted();

  function remove() {
    // Not mutate's own onSuccess: the card unmounts first and that callback would never run.
    // A failure shows below the card.
    change.mutateAsync({ productId: product._id, saved: false }).then(
      () => onRemoved(product),
      () => {},
    );
  }

  return (
    <li className="flex flex-col gap-2">
      <div className="flex-1">{card}</div>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-label={`Remove ${product.name} from wishlist`}
        disabled={change.isPending}
        onClick={remove}
      >
        {change.isPending ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <Trash2 className="size-4" aria-hidden="true" />
        )}
        Remove
      </button>
      {change.isError ? (
        <p role="alert" className="text-sm text-error">
          {serverMessage(change.error, 'Could not remove it. Please try again.')}
        </p>
      ) : null}
    </li>
  );
}
