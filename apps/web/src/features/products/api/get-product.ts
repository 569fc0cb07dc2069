import type { Product, ProductCard } from '@shop/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/products/{id}: the whole product, public (no token needed). */
export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export const productQueryKey = (id: string) => ['products', 'detail', id] as const;

/**
 * The product, or null when the shop has none by that id (404). A missing product is an answer,
 * not a failure: the server render sends it to the browser like any answer and shows the page's
 * "Product unavailable" (a failed read is neither rendered as such on the server nor sent along,
 * so without JavaScript the page said "Loading Product..." for ever).
 */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }): Promise<Product | null> =>
      getProduct(id, signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
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
    warrantyYears: null,
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
