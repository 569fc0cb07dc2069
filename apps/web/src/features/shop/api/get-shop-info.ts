import { ShopInfoSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /shop: the shop's public settings; they change only with a restart of the server. */
export function getShopInfo(signal?: AbortSignal) {
  return apiRequest('/shop', { signal, schema: ShopInfoSchema });
}

export function useShopInfo() {
  return useQuery({
    queryKey: ['shop', 'info'],
    queryFn: ({ signal }) => getShopInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
