import {
  AdminReturnPageSchema,
  AdminReturnSchema,
  type ReceiveReturnBody,
  type ReturnStatus,
} from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_RETURNS_ROOT = ['admin', 'returns'] as const;

export interface AdminReturnsFilter {
  status?: ReturnStatus;
  orderId?: string;
  page: number;
}

/** GET /admin/returns: a page of returns, newest first, by state or of one order. */
export function useAdminReturns(filter: AdminReturnsFilter) {
  return useQuery({
    queryKey: [...ADMIN_RETURNS_ROOT, 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest('/admin/returns', {
        signal,
        query: { ...filter, pageSize: 20 },
        schema: AdminReturnPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/returns/{id} */
export function useAdminReturn(id: string) {
  return useQuery({
    queryKey: [...ADMIN_RETURNS_ROOT, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/returns/${id}`, { signal, schema: AdminReturnSchema }),
  });
}

export type ReturnStep =
  | { step: 'approve' | 'reject'; body: { message: string } }
  | { step: 'receive'; body: ReceiveReturnBody }
  | { step: 'refund'; body: Record<string, never> };

/** POST /admin/returns/{id}/approve|reject|receive|refund */
export function useReturnStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body }: ReturnStep) =>
      apiRequest(`/admin/returns/${id}/${step}`, {
        method: 'POST',
        body,
        schema: AdminReturnSchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...ADMIN_RETURNS_ROOT, 'one', id], saved);
      return queryClient.invalidateQueries({ queryKey: ADMIN_RETURNS_ROOT });
    },
  });
}
