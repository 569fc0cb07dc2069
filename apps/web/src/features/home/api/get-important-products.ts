import type { Paged, ProductCard } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client.ts';

const byPriority = (a: ProductCard, b: ProductCard) => (a.important ?? 4) - (b.important ?? 4);

/** GET /api/v1/products?important=true, priority 1 first. A failure is an empty row (SPEC.md 4). */
export async function getImportantProducts(signal?: AbortSignal): Promise<ProductCard[]> {
  try {
    const page = await apiEnvelope<Paged<ProductCard>>('/products', {
      query: { important: true },
      signal,
    });
    return [...page.data].sort(byPriority);
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export const importantProductsQuery = queryOptions({
  queryKey: ['products', 'important'],
  queryFn: ({ signal }) => getImportantProducts(signal),
});

export function useImportantProducts() {
  return useQuery(importantProductsQuery);
}
