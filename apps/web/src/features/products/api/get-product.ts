import type { Product, ProductCard } from '@shop/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/products/{id}: the whole product, public (no token needed). */
export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export const productQueryKey = (id: string) => ['products', 'detail', id] as const;

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

/** A card passed as navigation state, widened to a product so the page can show it at once. */
export function productFromCard(card: ProductCard): Product {
  return {
    ...card,
    sku: '',
    imageUrls: [],
    description: '',
    tags: [],
    filterType: 'none',
    parts: [],
    quickReplaceMonths: null,
    slowReplaceMonths: null,
    additional: '',
  };
}

export function useProduct(id: string | undefined, preview?: ProductCard | null) {
  return useQuery({
    ...productQuery(id ?? ''),
    enabled: Boolean(id),
    placeholderData: preview && preview._id === id ? productFromCard(preview) : undefined,
  });
}

/** Several products by id (a filter's parts); failures drop out rather than break the page. */
export function useProductsById(ids: string[]) {
  return useQueries({
    queries: ids.map((id) => productQuery(id)),
    combine: (results) => ({
      products: results.flatMap((result) => (result.data ? [result.data] : [])),
      isPending: results.some((result) => result.isPending),
    }),
  });
}
