import type { Category, Paged, ProductCard } from '@shop/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client.ts';

export type ProductPage = Paged<ProductCard>;

export interface ProductFilters {
  category?: Category;
  q?: string;
}

/** GET /api/v1/products: one page of product cards, filtered by category and search term. */
export function getProducts(
  filters: ProductFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<ProductPage> {
  return apiEnvelope<ProductPage>('/products', {
    query: { category: filters.category, q: filters.q?.trim(), offset },
    signal,
  });
}

export const productsQueryKey = (filters: ProductFilters) => ['products', 'list', filters] as const;

export function useProducts(filters: ProductFilters) {
  return useInfiniteQuery({
    queryKey: productsQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.page.nextOffset ?? undefined,
  });
}
