import { type Category, ProductCardSchema, pagedEnvelope } from '@shop/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequestEnvelope } from '../../../lib/api-client.ts';

export const ProductPageSchema = pagedEnvelope(ProductCardSchema);
export type ProductPage = z.infer<typeof ProductPageSchema>;

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
  return apiRequestEnvelope('/products', ProductPageSchema, {
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
