import type { ShopInfo } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /shop: the shop's public settings; they change only with a restart of the server. Typed,
 * not parsed: every page reads it, and parsing would put zod in every visitor's first download
 * (docs/decisions/007).
 */
export function getShopInfo(signal?: AbortSignal) {
  return apiRequest<ShopInfo>('/shop', { signal });
}

export const shopInfoQuery = queryOptions({
  queryKey: ['shop', 'info'],
  queryFn: ({ signal }) => getShopInfo(signal),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useShopInfo() {
  return useQuery(shopInfoQuery);
}
