import { AdminOrderPageSchema, type AdminOrdersQuery } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_ORDERS_ROOT = ['admin', 'orders'] as const;

export type OrderSearch = Partial<AdminOrdersQuery>;

/** GET /admin/orders: one page of matching orders, newest first. */
export function searchOrders(query: OrderSearch, signal?: AbortSignal) {
  return apiRequest('/admin/orders', { query, signal, schema: AdminOrderPageSchema });
}

export function useAdminOrders(query: OrderSearch) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_ROOT, 'list', query],
    queryFn: ({ signal }) => searchOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}
