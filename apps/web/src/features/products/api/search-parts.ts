import { ProductCardSchema, pagedEnvelope } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../lib/api-client.ts';

const PartsPageSchema = pagedEnvelope(ProductCardSchema);

/** GET /api/v1/products?type=part&q=: the product form's parts picker. */
export async function searchParts(term: string, signal?: AbortSignal) {
  const page = await apiRequestEnvelope('/products', PartsPageSchema, {
    query: { type: 'part', q: term.trim(), limit: 20 },
    signal,
  });
  return page.data;
}

export function usePartSearch(term: string) {
  return useQuery({
    queryKey: ['products', 'parts', term.trim()],
    queryFn: ({ signal }) => searchParts(term, signal),
    placeholderData: keepPreviousData,
  });
}
