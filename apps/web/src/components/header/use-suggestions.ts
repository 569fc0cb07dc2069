import { type SearchSuggestions, SUGGEST_MIN_LENGTH } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { useDebounced } from '../../lib/use-debounced.ts';

/** How long typing must pause before we ask: one request per word, not per key. */
export const SUGGEST_DEBOUNCE_MS = 200;

/** GET /api/v1/search/suggest: products and categories for what has been typed so far. */
export function useSuggestions(term: string) {
  const q = useDebounced(term.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = q.length >= SUGGEST_MIN_LENGTH && term.trim().length >= SUGGEST_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['search', 'suggest', q],
    queryFn: ({ signal }) =>
      apiRequest<SearchSuggestions>('/search/suggest', { query: { q }, signal }),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return enabled ? query.data : undefined;
}
