import { formatOrderNumber } from '@shop/contract';
import { CircleAlert, CircleCheck, MapPin } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate.ts';
import { ADDRESS_MISSING, ORDER_REDIRECT_MS } from '../checkout-steps.ts';
import { useAddressLink } from './use-address-link.ts';

function Screen({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      {children}
    </section>
  );
}

export function CheckoutError({ message }: { message: string }) {
  return (
    <Screen>
      <CircleAlert className="mb-4 size-14 text-error" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">Checkout Error</h1>
      <p role="alert" className="mt-4 text-base-content/80">
        {message}
      </p>
      <Link to={paths.shoppingCart} className="btn btn-primary mt-6">
        Back to Cart
      </Link>
    </Screen>
  );
}

export function AddressMissing() {
  const addressLink = useAddressLink();
  return (
    <Screen>
      <MapPin className="mb-4 size-14 text-warning" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
      <p role="alert" className="mt-4 text-base-content/80">
        {ADDRESS_MISSING}
      </p>
      <Link {...addressLink} className="btn btn-primary mt-6">
        Update shipping details
      </Link>
    </Screen>
  );
}

/** An order without filters: the success screen, then order history after 3 s. */
export function OrderPlaced({ orderNumber }: { orderNumber: number }) {
  const navigateLater = useDelayedNavigate();
  useEffect(() => navigateLater(paths.orderHistory, ORDER_REDIRECT_MS), [navigateLater]);
  return (
    <Screen>
      <CircleCheck className="mb-4 size-14 text-success" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">Order Placed Successfully!</h1>
      <p className="mt-4 font-semibold">Your order number is {formatOrderNumber(orderNumber)}.</p>
      <p role="status" className="mt-2 text-base-content/80">
        Thank you for your purchase. Redirecting you to your order history…
      </p>
    </Screen>
  );
}
