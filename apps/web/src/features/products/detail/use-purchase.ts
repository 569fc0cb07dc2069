import type { Product } from '@shop/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type CheckoutNavigationState, useAddCartItem } from '../../../lib/cart.ts';
import { isUnauthorized, serverMessage } from '../../../lib/error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { type PurchaseIntent, withPurchaseIntent } from '../../../lib/purchase-intent.ts';
import { useSession } from '../../../lib/session.tsx';
import { signInPath, useSignInPath } from '../../../lib/sign-in-redirect.ts';

export const SIGN_IN_REDIRECT_MS = 1500;
export const SESSION_EXPIRED_REDIRECT_MS = 2000;
export const ADDED_NOTICE_MS = 3000;
export const ERROR_NOTICE_MS = 5000;

export const ADDED_TO_CART = 'Item added to cart!';
export const ADD_FAILED = 'Failed to add item';
export const SESSION_EXPIRED = 'Session expired. Please log in again.';
export const PRODUCT_DATA_MISSING = 'Product data is missing.';

export interface PurchaseNotice {
  tone: 'error' | 'info' | 'success';
  text: string;
}

/** Add to Cart and Buy it Now with the states, messages and delays of SPEC.md sections 4, 6 and 8. */
export function usePurchase() {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const signIn = useSignInPath();
  const { pathname, search } = useLocation();
  // Signed out: to /log, coming back here to finish what was pressed (lib/purchase-intent.ts).
  const signInThen = useCallback(
    (intent: PurchaseIntent) => signInPath(withPurchaseIntent(`${pathname}${search}`, intent)),
    [pathname, search],
  );
  const addItem = useAddCartItem();
  const [notice, setNotice] = useState<PurchaseNotice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: PurchaseNotice, afterMs: number, then?: () => void) => {
    clearTimeout(timer.current);
    setNotice(next);
    timer.current = setTimeout(() => (then ? then() : setNotice(null)), afterMs);
  }, []);

  const addToCart = useCallback(
    (product: Product | undefined, quantity: number) => {
      if (!isSignedIn) {
        show(
          { tone: 'error', text: 'You must be logged in to add items.' },
          SIGN_IN_REDIRECT_MS,
          () => navigate(signInThen({ action: 'add-to-cart', quantity })),
        );
        return;
      }
      if (!product) {
        show({ tone: 'error', text: PRODUCT_DATA_MISSING }, ERROR_NOTICE_MS);
        return;
      }
      clearTimeout(timer.current);
      setNotice(null);
      addItem.mutate(
        { productId: product._id, quantity },
        {
          onSuccess: () => show({ tone: 'success', text: ADDED_TO_CART }, ADDED_NOTICE_MS),
          onError: (error) => {
            if (isUnauthorized(error)) {
              show({ tone: 'error', text: SESSION_EXPIRED }, SESSION_EXPIRED_REDIRECT_MS, () =>
                navigate(signIn),
              );
              return;
            }
            show({ tone: 'error', text: serverMessage(error, ADD_FAILED) }, ERROR_NOTICE_MS);
          },
        },
      );
    },
    [isSignedIn, navigate, addItem, show, signIn, signInThen],
  );

  const buyNow = useCallback(
    (product: Product | undefined, quantity: number) => {
      if (!isSignedIn) {
        navigate(signInThen({ action: 'buy-now', quantity }));
        return;
      }
      if (!product) {
        show({ tone: 'error', text: PRODUCT_DATA_MISSING }, ERROR_NOTICE_MS);
        return;
      }
      const { _id, name, imageUrl, price } = product;
      const state: CheckoutNavigationState = {
        items: [{ product: { _id, name, imageUrl, price }, quantity }],
        isBuyNow: true,
      };
      navigate(paths.checkout, { state });
    },
    [isSignedIn, navigate, show, signInThen],
  );

  return { notice, isAdding: addItem.isPending, addToCart, buyNow };
}
