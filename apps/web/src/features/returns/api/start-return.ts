import { type CreateReturnBody, ReturnOptionsSchema, ReturnSchema } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { RETURNS_ROOT } from './my-returns.ts';

/** GET /orders/{id}/returns/options: what may be returned, until when, and exchange parts. */
export function useReturnOptions(orderId: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...RETURNS_ROOT, 'options', token, orderId],
    queryFn: ({ signal }) =>
      apiRequest(`/orders/${orderId}/returns/options`, { signal, schema: ReturnOptionsSchema }),
    enabled: token !== null,
  });
}

/** POST /orders/{id}/returns: starts the return and answers it with its number. */
export function useStartReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReturnBody) =>
      apiRequest(`/orders/${orderId}/returns`, { method: 'POST', body, schema: ReturnSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETURNS_ROOT }),
  });
}
