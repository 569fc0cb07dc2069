import { type ShopInfo, ShopInfoSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /shop: the shop's public settings; they change only with a restart of the server. */
export function useShopInfo() {
  return useQuery<ShopInfo>({
    queryKey: ['shop'],
    queryFn: ({ signal }) => apiRequest('/shop', { schema: ShopInfoSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
