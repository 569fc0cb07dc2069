import type { CartItem } from '@shop/contract';
import { useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { MAIN_CONTENT_ID } from '../../../components/skip-link.tsx';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client.ts';
import { isUnauthorized, serverMessage } from '../../../lib/error-message.ts';
import { useSignInPath } from '../../../lib/sign-in-redirect.ts';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate.ts';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { useUpdateCartItem } from '../api/update-cart-item.ts';
import {
  AUTH_MISSING,
  REMOVE_FAILED,
  SESSION_EXPIRED,
  SESSION_EXPIRED_REDIRECT_MS,
  UPDATE_FAILED,
} from '../cart-messages.ts';
import { CartLine } from './cart-line.tsx';

const mainContent = () => document.getElementById(MAIN_CONTENT_ID);

/** The cart's lines with their steppers and Remove buttons, and what went wrong with them. */
export function CartItems({ items }: { items: CartItem[] }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const navigateLater = useDelayedNavigate();
  const signIn = useSignInPath();
  const [error, setError] = useState<string | null>(null);
  const [removedNote, setRemovedNote] = useState('');
  const linesRef = useRef<HTMLElement>(null);
  const busy = update.isPending || remove.isPending;

  const failWith = (fallback: string) => (failure: unknown) => {
    if (isUnauthorized(failure)) {
      setError(SESSION_EXPIRED);
      navigateLater(signIn, SESSION_EXPIRED_REDIRECT_MS);
      return;
    }
    setError(serverMessage(failure, fallback));
  };

  /** False, with the spec's message, when the token is gone since the cart was loaded. */
  const hasToken = () => {
    if (localStorage.getItem(TOKEN_STORAGE_KEY)) return true;
    setError(AUTH_MISSING);
    return false;
  };

  const changeQuantity = (productId: string, quantity: number) => {
    if (quantity < 1 || !hasToken()) return;
    setError(null);
    update.mutate({ productId, quantity }, { onError: failWith(UPDATE_FAILED) });
  };
  const removeItem = (productId: string) => {
    if (!hasToken()) return;
    setError(null);
    const name = items.find((item) => item.product._id === productId)?.product.name ?? 'The item';
    // The pressed Remove goes with its line: focus stays in the cart (or, once it is empty, on
    // the page's main part, which says so) and the removal is said, rather than dropping focus
    // to the page with nothing heard.
    remove.mutateAsync(productId).then((cart) => {
      setRemovedNote(`Removed ${name} from your cart.`);
      (cart.items.length > 0 ? linesRef.current : mainContent())?.focus();
    }, failWith(REMOVE_FAILED));
  };

  return (
    <section
      ref={linesRef}
      tabIndex={-1}
      aria-label="Items in your cart"
      className="rounded-box border border-base-300 bg-base-100 px-5"
    >
      <p role="status" className="sr-only">
        {removedNote}
      </p>
      {error ? (
        <div className="pt-4">
          <FormAlert tone="error" message={error} />
        </div>
      ) : null}
      <ul className="divide-y divide-base-300">
        {items.map((item) => (
          <CartLine
            key={item.product._id}
            item={item}
            busy={busy}
            onQuantityChange={changeQuantity}
            onRemove={removeItem}
          />
        ))}
      </ul>
    </section>
  );
}
