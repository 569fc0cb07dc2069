import { Heart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSignInPath } from '../../../lib/sign-in-redirect.ts';
import { useSetWishlisted, useWishlist } from '../api/wishlist.ts';

/** Saves or unsaves a product for the signed-in customer; sends visitors to sign in. */
export function WishlistButton({ productId }: { productId: string }) {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const signIn = useSignInPath();
  const wishlist = useWishlist();
  const change = useSetWishlisted();
  const savedInList = wishlist.data?.some((product) => product._id === productId) ?? false;
  // Show the intended state while the change is on its way.
  const saved = change.isPending ? (change.variables?.saved ?? savedInList) : savedInList;

  function toggle() {
    if (!isSignedIn) {
      navigate(signIn);
      return;
    }
    change.mutate({ productId, saved: !saved });
  }

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        className="btn btn-ghost btn-circle"
        aria-label="Save to wishlist"
        aria-pressed={isSignedIn ? saved : undefined}
        {...busyButtonProps(change.isPending)}
        data-early-tap="wishlist"
        onClick={unlessBusy(change.isPending, toggle)}
      >
        <Heart className={`size-5 ${saved ? 'fill-error text-error' : ''}`} aria-hidden="true" />
      </button>
      {change.isError ? (
        <span
          role="alert"
          className="absolute top-full right-0 z-10 mt-1 w-48 rounded bg-error px-2 py-1 text-xs text-error-content"
        >
          {change.error.message}
        </span>
      ) : null}
    </span>
  );
}
