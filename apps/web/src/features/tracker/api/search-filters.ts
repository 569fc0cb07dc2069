import { ProductCardSchema, pagedEnvelope } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../lib/api-client.ts';

const FilterPageSchema = pagedEnvelope(ProductCardSchema);

/** GET /products?type=filter&q=: filter systems to add to the tracker. */
export async function searchFilters(term: string, signal?: AbortSignal) {
  const page = await apiRequestEnvelope('/products', FilterPageSchema, {
    query: { type: 'filter', q: term.trim(), limit: 12 },
    signal,
  });
  return page.data;
}

export function useFilterSearch(term: string) {
  return useQuery({
    queryKey: ['trackers', 'filter-search', term.trim()],
    queryFn: ({ signal }) => searchFilters(term, signal),
    enabled: term.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
