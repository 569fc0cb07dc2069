import type { ProductCard } from '@shop/contract';
import { Heart } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useWishlist } from '../api/wishlist.ts';
import { WishlistItem } from './wishlist-item.tsx';

interface WishlistProductsProps {
  /** The card each saved product shows as (the listings' card, composed by the page). */
  renderCard: (product: ProductCard) => ReactNode;
}

/** The signed-in customer's saved products: loading, load error, empty, or the cards. */
export function WishlistProducts({ renderCard }: WishlistProductsProps) {
  const wishlist = useWishlist();
  const [removed, setRemoved] = useState<ProductCard | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  // The Remove button left with its card; give keyboard focus a place to land.
  useEffect(() => {
    if (removed && document.activeElement === document.body) confirmation.current?.focus();
  }, [removed]);

  // A failed reload keeps the list already shown; only a first load that failed says so.
  if (!wishlist.data) {
    if (!wishlist.isError || wishlist.isFetching) {
      return <PageLoading label="Loading your wishlist…" />;
    }
    return (
      <div role="alert" className="alert alert-error alert-soft">
        <span>
          We could not load your wishlist. {serverMessage(wishlist.error, 'Please try again.')}
        </span>
        <button type="button" className="btn btn-sm" onClick={() => wishlist.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div ref={confirmation} tabIndex={-1} className="outline-none empty:hidden">
        <FormAlert
          tone="success"
          message={removed ? `Removed ${removed.name} from your wishlist.` : null}
        />
      </div>
      {wishlist.data.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
          {wishlist.data.map((product) => (
            <WishlistItem
              key={product._id}
              product={product}
              card={renderCard(product)}
              onRemoved={setRemoved}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function EmptyWishlist() {
  return (
    <div className="flex flex-col items-center rounded-box bg-base-200 px-4 py-12 text-center">
      <Heart className="size-10 text-primary" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold">Your wishlist is empty</h2>
      <p className="mt-1 text-base-content/80">
        Save a product with the heart on its page and it will wait for you here.
      </p>
      <Link to={paths.products} className="btn btn-primary mt-6">
        Browse products
      </Link>
    </div>
  );
}
