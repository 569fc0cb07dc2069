import { type Cart, CartSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useReplaceCart } from '../../../lib/cart.ts';

/** POST /cart/discount: the answer replaces the cart (409 with the reason when refused). */
export function applyDiscount(code: string): Promise<Cart> {
  return apiRequest('/cart/discount', { method: 'POST', body: { code }, schema: CartSchema });
}

/** DELETE /cart/discount. */
export function removeDiscount(): Promise<Cart> {
  return apiRequest('/cart/discount', { method: 'DELETE', schema: CartSchema });
}

export function useApplyDiscount() {
  const replaceCart = useReplaceCart();
  return useMutation({ mutationFn: applyDiscount, onSuccess: replaceCart });
}

export function useRemoveDiscount() {
  const replaceCart = useReplaceCart();
  return useMutation({ mutationFn: removeDiscount, onSuccess: replaceCart });
}
