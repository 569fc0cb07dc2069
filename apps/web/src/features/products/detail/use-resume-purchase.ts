import type { Product } from '@shop/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readPurchaseIntent, withoutPurchaseIntent } from '../../../lib/purchase-intent.ts';
import { useSession } from '../../../lib/session.tsx';
import type { usePurchase } from './use-purchase.ts';

/**
 * Back from signing in (or up) with what was pressed in the address: does it once, as soon as
 * the product and the session are there, and takes it out of the address so a reload or the
 * back button does not do it again.
 */
export function useResumePurchase(
  purchase: ReturnType<typeof usePurchase>,
  product: Product | undefined,
  ready: boolean,
) {
  const { isSignedIn } = useSession();
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const resumed = useRef(false);
  const intent = readPurchaseIntent(search);

  useEffect(() => {
    if (!intent || !isSignedIn || !product || !ready || resumed.current) return;
    resumed.current = true;
    navigate({ pathname, search: withoutPurchaseIntent(search), hash }, { replace: true, state });
    if (intent.action === 'add-to-cart') purchase.addToCart(product, intent.quantity);
    else purchase.buyNow(product, intent.quantity);
  }, [intent, isSignedIn, product, ready, navigate, pathname, search, hash, state, purchase]);
}
