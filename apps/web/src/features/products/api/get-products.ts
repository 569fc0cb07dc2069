import type { Category, Paged, ProductCard } from '@shop/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client.ts';
import type { ListingChoice } from '../listing/listing-params.ts';

/** One page of cards, and `total`: how many products match in all. */
export type ProductPage = Paged<ProductCard> & { total?: number };

export interface ProductFilters extends ListingChoice {
  category?: Category;
  q?: string;
}

/** GET /api/v1/products: one page of product cards, filtered, searched and sorted. */
export function getProducts(
  filters: ProductFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<ProductPage> {
  return apiEnvelope<ProductPage>('/products', {
    query: { ...filters, q: filters.q?.trim(), offset },
    signal,
  });
}

export const productsQueryKey = (filters: ProductFilters) => ['products', 'list', filters] as const;

export const productsQuery = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: productsQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.page.nextOffset ?? undefined,
  });

export function useProducts(filters: ProductFilters) {
  return useInfiniteQuery(productsQuery(filters));
}
