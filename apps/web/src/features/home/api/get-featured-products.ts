import type { ProductCard } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/products/featured: the 'Most ordered' row (public, no token needed). */
export function getFeaturedProducts(signal?: AbortSignal) {
  return apiRequest<ProductCard[]>('/products/featured', { signal });
}

export const featuredProductsQuery = queryOptions({
  queryKey: ['products', 'featured'],
  queryFn: ({ signal }) => getFeaturedProducts(signal),
});

export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery);
}
