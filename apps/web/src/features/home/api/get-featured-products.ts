import type { ProductCard } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/products/featured: the 'Most ordered' row (public, no token needed). */
export function getFeaturedProducts(signal?: AbortSignal) {
  return apiRequest<ProductCard[]>('/products/featured', { signal });
}

export function useFeaturedProducts() {
  return useQuery({
    queryKey: ['products', 'featured'],
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  });
}
