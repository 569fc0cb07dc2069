/**
 * What a signed-out shopper pressed on a product page before being sent to sign in. It rides in
 * the return path's query (`?then=add-to-cart&quantity=2`), so it survives the trip through
 * sign-up, Google and a reload (docs/decisions/012); the product page does it once on return
 * and takes it out of the address.
 */
export interface PurchaseIntent {
  action: 'add-to-cart' | 'buy-now';
  quantity: number;
}

const ACTION_PARAM = 'then';
const QUANTITY_PARAM = 'quantity';
const BASE = 'https://shop.invalid';

export function withPurchaseIntent(path: string, intent: PurchaseIntent): string {
  const url = new URL(path, BASE);
  url.searchParams.set(ACTION_PARAM, intent.action);
  url.searchParams.set(QUANTITY_PARAM, String(intent.quantity));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The intent a path or query carries, or null. */
export function readPurchaseIntent(pathOrSearch: string): PurchaseIntent | null {
  const params = new URL(pathOrSearch, `${BASE}/`).searchParams;
  const action = params.get(ACTION_PARAM);
  if (action !== 'add-to-cart' && action !== 'buy-now') return null;
  const quantity = Number(params.get(QUANTITY_PARAM));
  return { action, quantity: Number.isSafeInteger(quantity) && quantity >= 1 ? quantity : 1 };
}

/** The query without the intent, for the address once it has been done. */
export function withoutPurchaseIntent(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ACTION_PARAM);
  params.delete(QUANTITY_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
