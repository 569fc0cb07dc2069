import { AdminOrderSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_ORDERS_ROOT } from './search-orders.ts';

/** GET /admin/orders/{id}: the order with its payment and timeline. */
export function getAdminOrder(orderId: string, signal?: AbortSignal) {
  return apiRequest(`/admin/orders/${encodeURIComponent(orderId)}`, {
    signal,
    schema: AdminOrderSchema,
  });
}

export const adminOrderKey = (orderId: string) => [...ADMIN_ORDERS_ROOT, 'one', orderId];

export function useAdminOrder(orderId: string) {
  return useQuery({
    queryKey: adminOrderKey(orderId),
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
  });
}
