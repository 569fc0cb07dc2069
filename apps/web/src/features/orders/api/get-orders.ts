import {
  ORDER_HISTORY_PAGE_SIZE,
  type Order,
  OrderListEnvelopeSchema,
  OrderSchema,
} from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, apiRequestEnvelope } from '../../../lib/api-client.ts';

const OrderListSchema = OrderSchema.array();

export const ORDERS_QUERY_ROOT = ['orders'] as const;

/**
 * GET /orders/myorders: page `page` of the signed-in customer's orders, newest first, and in
 * `page.nextOffset` whether another follows.
 */
export function getMyOrders(page: number, signal?: AbortSignal) {
  const query = { offset: (page - 1) * ORDER_HISTORY_PAGE_SIZE, limit: ORDER_HISTORY_PAGE_SIZE };
  return apiRequestEnvelope('/orders/myorders', OrderListEnvelopeSchema, { signal, query });
}

/** GET /orders (admin): every received order, newest first. */
export function getAllOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiRequest('/orders', { signal, schema: OrderListSchema });
}

export function useMyOrders(token: string | null, page: number) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_ROOT, 'mine', token, page],
    queryFn: ({ signal }) => getMyOrders(page, signal),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
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
