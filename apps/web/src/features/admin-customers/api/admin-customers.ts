import {
  AdminCustomerRowSchema,
  AdminCustomerSchema,
  type AdminCustomersQuery,
  adminPageSchema,
} from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const CustomerPageSchema = adminPageSchema(AdminCustomerRowSchema);

/** GET /admin/customers: one page of customers, newest first. */
export function searchCustomers(query: Partial<AdminCustomersQuery>, signal?: AbortSignal) {
  return apiRequest('/admin/customers', { query, signal, schema: CustomerPageSchema });
}

/** GET /admin/customers/{id}: contact, addresses, orders, tracked systems and messages. */
export function getCustomer(id: string, signal?: AbortSignal) {
  return apiRequest(`/admin/customers/${encodeURIComponent(id)}`, {
    signal,
    schema: AdminCustomerSchema,
  });
}

export function useAdminCustomers(query: Partial<AdminCustomersQuery>) {
  return useQuery({
    queryKey: ['admin', 'customers', 'list', query],
    queryFn: ({ signal }) => searchCustomers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCustomer(id: string) {
  return useQuery({
    queryKey: ['admin', 'customers', 'one', id],
    queryFn: ({ signal }) => getCustomer(id, signal),
  });
}
