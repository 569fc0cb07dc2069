import { ShopInfoSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /shop: facts about this server every page may show (payments test mode). */
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
