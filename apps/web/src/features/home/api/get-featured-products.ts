import { ProductCardSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const FeaturedProductsSchema = z.array(ProductCardSchema);

/** GET /api/v1/products/featured: the 'Most ordered' row (public, no token needed). */
export function getFeaturedProducts(signal?: AbortSignal) {
  return apiRequest('/products/featured', { schema: FeaturedProductsSchema, signal });
}

export function useFeaturedProducts() {
  return useQuery({
    queryKey: ['products', 'featured'],
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  });
}
