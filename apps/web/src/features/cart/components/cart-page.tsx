import { CircleAlert, LogIn, ShoppingCart } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/page-loading.tsx';
import { SessionPending } from '../../../components/session-pending.tsx';
import { isUnauthorized, serverMessage } from '../../../lib/error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSignInPath } from '../../../lib/sign-in-redirect.ts';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate.ts';
import { useCart } from '../api/get-cart.ts';
import {
  CART_LOAD_FAILED,
  SESSION_EXPIRED,
  SESSION_EXPIRED_REDIRECT_MS,
} from '../cart-messages.ts';
import { CartItems } from './cart-items.tsx';
import { CartStatus } from './cart-status.tsx';
import { CartSummary } from './cart-summary.tsx';

/** /shoppingCart: log-in prompt, spinner, load error, empty cart, or the items and summary. */
export function CartPage() {
  const { isSignedIn, isRestoring, sessionEnded } = useSession();
  const signIn = useSignInPath();
  const cart = useCart();
  const navigateLater = useDelayedNavigate();
  // A 401 here, or on any call that ended the session while the page was open.
  const expired = isUnauthorized(cart.error) || sessionEnded;

  useEffect(() => {
    if (expired) navigateLater(signIn, SESSION_EXPIRED_REDIRECT_MS);
  }, [expired, navigateLater, signIn]);

  if (isRestoring)
    return <SessionPending title="Shopping Cart" needs="Your cart needs JavaScript" />;
  if (!isSignedIn && !expired) {
    return (
      <CartStatus
        icon={LogIn}
        title="Please Log In"
        message="Log in to see the items in your shopping cart."
        action={
          <Link to={signIn} className="btn btn-primary">
            Go to Login
          </Link>
        }
      />
    );
  }
  if (cart.isError || expired) {
    return (
      <CartStatus
        icon={CircleAlert}
        tone="error"
        title="Error Loading Cart"
        message={expired ? SESSION_EXPIRED : serverMessage(cart.error, CART_LOAD_FAILED)}
        action={
          expired ? null : (
            <button type="button" className="btn btn-primary" onClick={() => cart.refetch()}>
              Try Again
            </button>
          )
        }
      />
    );
  }
  if (!cart.data) return <PageLoading label="Loading your cart…" />;
  if (cart.data.items.length === 0) {
    return (
      <CartStatus
        icon={ShoppingCart}
        title="Your Cart is Empty"
        message="Find a filter, a system or a test kit and it will wait for you here."
        action={
          <Link to={paths.home} className="btn btn-primary">
            Continue Shopping
          </Link>
        }
      />
    );
  }

  const hasUnavailable = cart.data.items.some((item) => !item.product.available);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Shopping Cart</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <CartItems items={cart.data.items} />
        <CartSummary
          subtotal={cart.data.subtotal}
          hasUnavailable={hasUnavailable}
          discount={cart.data.discount}
          discountNotice={cart.data.discountNotice}
        />
      </div>
    </div>
  );
}
