import { type Order, OrderSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const OrderListSchema = OrderSchema.array();

export const ORDERS_QUERY_ROOT = ['orders'] as const;

/** GET /orders/myorders: the signed-in customer's orders, newest first. */
export function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiRequest('/orders/myorders', { signal, schema: OrderListSchema });
}

/** GET /orders (admin): every received order, newest first. */
export function getAllOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiRequest('/orders', { signal, schema: OrderListSchema });
}

export function useMyOrders(token: string | null) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_ROOT, 'mine', token],
    queryFn: ({ signal }) => getMyOrders(signal),
    enabled: token !== null,
    staleTime: 0,
  });
}

export function useAllOrders(token: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_ROOT, 'all', token],
    queryFn: ({ signal }) => getAllOrders(signal),
    enabled: token !== null && enabled,
    staleTime: 0,
  });
}
