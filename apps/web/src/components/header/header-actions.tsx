import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { UserAvatar } from '../user-avatar.tsx';

/** Cart and avatar when signed in; a Sign in button when not. */
export function HeaderActions() {
  const { isSignedIn, user, itemCount } = useSession();

  if (!isSignedIn) {
    return (
      <Link to={paths.signIn} className="btn btn-primary btn-sm sm:btn-md">
        Sign in
      </Link>
    );
  }

  const items = itemCount === 1 ? '1 item' : `${itemCount} items`;
  const cartLabel = itemCount > 0 ? `Shopping cart, ${items}` : 'Shopping cart';
  return (
    <div className="flex items-center gap-[4px]">
      <Link
        to={paths.shoppingCart}
        className="btn btn-ghost btn-circle size-[48px] min-h-0"
        aria-label={cartLabel}
      >
        <span className="indicator">
          <ShoppingCart className="size-[24px]" aria-hidden="true" />
          {itemCount > 0 ? (
            <span className="badge badge-sm badge-primary indicator-item" aria-hidden="true">
              {itemCount}
            </span>
          ) : null}
        </span>
      </Link>
      <Link
        to={paths.account}
        className="btn btn-ghost btn-circle size-[48px] min-h-0"
        aria-label="Account"
      >
        <UserAvatar user={user} className="size-[36px]" />
      </Link>
    </div>
  );
}
