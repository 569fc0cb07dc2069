import type { Category, Paged, ProductCard } from '@shop/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client.ts';
import { pageOffset } from '../listing/listing-page.ts';
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

export const productsQueryKey = (filters: ProductFilters, firstPage = 1) =>
  ['products', 'list', filters, firstPage] as const;

/** The listing from its `firstPage` (the URL's `?page=`) on; Load more appends the next ones. */
export const productsQuery = (filters: ProductFilters, firstPage = 1) =>
  infiniteQueryOptions({
    queryKey: productsQueryKey(filters, firstPage),
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: pageOffset(firstPage),
    getNextPageParam: (lastPage) => lastPage.page.nextOffset ?? undefined,
  });

export function useProducts(filters: ProductFilters, firstPage = 1) {
  return useInfiniteQuery(productsQuery(filters, firstPage));
}
