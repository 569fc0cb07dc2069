import { type Cart, CartSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useReplaceCart } from '../../../lib/cart.ts';

interface UpdateCartItemInput {
  productId: string;
  quantity: number;
}

/** PUT /cart/items/{productId}: the new quantity; the answer replaces the cart. */
export function updateCartItem({ productId, quantity }: UpdateCartItemInput): Promise<Cart> {
  return apiRequest(`/cart/items/${encodeURIComponent(productId)}`, {
    method: 'PUT',
    body: { quantity },
    schema: CartSchema,
  });
}

export function useUpdateCartItem() {
  const replaceCart = useReplaceCart();
  return useMutation({ mutationFn: updateCartItem, onSuccess: replaceCart });
}
