import { CustomerCouponSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /discounts/mine: the codes this customer can use now. */
export function getCoupons(signal?: AbortSignal) {
  return apiRequest('/discounts/mine', { signal, schema: z.array(CustomerCouponSchema) });
}

export function useCoupons(enabled: boolean) {
  return useQuery({
    queryKey: ['discounts', 'mine'],
    queryFn: ({ signal }) => getCoupons(signal),
    enabled,
  });
}
