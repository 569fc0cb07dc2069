import { type Cart, CartSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useReplaceCart } from '../../../lib/cart.ts';

/** DELETE /cart/items/{productId}: the answer replaces the cart. */
export function removeCartItem(productId: string): Promise<Cart> {
  return apiRequest(`/cart/items/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
    schema: CartSchema,
  });
}

export function useRemoveCartItem() {
  const replaceCart = useReplaceCart();
  return useMutation({ mutationFn: removeCartItem, onSuccess: replaceCart });
}
