import type { AddCartItemBody, Cart } from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * The signed-in customer's cart is shared: the session's badge count, the product page's
 * Add to Cart, the cart page and checkout all read and replace the same cached copy.
 */
export const CART_QUERY_ROOT = ['cart'] as const;
export const cartQueryKey = (token: string | null) => [...CART_QUERY_ROOT, token] as const;

export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const { CartSchema } = await import('./shell-schemas.ts');
  return apiRequest('/cart', { signal, schema: CartSchema });
}

export function cartQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: cartQueryKey(token),
    queryFn: ({ signal }) => getCart(signal),
    enabled: token !== null,
  });
}

/** The header badge: the sum of the item quantities (SPEC.md section 9). */
export function countCartItems(cart: Cart | undefined): number {
  return cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}

/**
 * Every cart call answers the whole cart; store it under every token's key it may sit at. A cart
 * read still under way answers the cart as it was before this change and would land after it
 * (the badge of a newcomer whose pending Add to Cart ran as they signed up lost its count):
 * it is cancelled first.
 */
export function useReplaceCart() {
  const queryClient = useQueryClient();
  return async (cart: Cart) => {
    await queryClient.cancelQueries({ queryKey: CART_QUERY_ROOT });
    queryClient.setQueriesData<Cart>({ queryKey: CART_QUERY_ROOT }, cart);
  };
}

/** POST /cart/items: adds the quantity to what the cart holds. */
export async function addCartItem(body: AddCartItemBody): Promise<Cart> {
  const { CartSchema } = await import('./shell-schemas.ts');
  return apiRequest('/cart/items', { method: 'POST', body, schema: CartSchema });
}

export function useAddCartItem() {
  const replaceCart = useReplaceCart();
  return useMutation({ mutationFn: addCartItem, onSuccess: replaceCart });
}

/** A line as Buy it Now hands it to /checkout (SPEC.md section 3, buy-now item). */
export interface BuyNowItem {
  product: { _id: string; name: string; imageUrl: string; price: number };
  quantity: number;
}

/** The navigation state /checkout reads: Buy it Now items, or none for the cart. */
export interface CheckoutNavigationState {
  items: BuyNowItem[];
  isBuyNow: boolean;
}
