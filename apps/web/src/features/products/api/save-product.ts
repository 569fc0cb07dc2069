import { type Product, type ProductInput, ProductSchema } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/v1/products, or PUT /api/v1/products/{id} when editing (admin). */
export function saveProduct(input: ProductInput, productId?: string): Promise<Product> {
  return apiRequest(productId ? `/products/${productId}` : '/products', {
    method: productId ? 'PUT' : 'POST',
    body: input,
    schema: ProductSchema,
  });
}

export function useSaveProduct(productId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => saveProduct(input, productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
