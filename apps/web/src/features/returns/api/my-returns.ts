import { ReturnPolicySchema, ReturnSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

export const RETURNS_ROOT = ['returns'] as const;

/** GET /returns: the signed-in customer's returns, newest first (of one order with orderId). */
export function useMyReturns(orderId?: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...RETURNS_ROOT, 'mine', token, orderId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest('/returns', { signal, query: { orderId }, schema: ReturnSchema.array() }),
    enabled: token !== null,
  });
}

/** GET /returns/{id}: one of my returns, with its instructions. */
export function useMyReturn(id: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...RETURNS_ROOT, 'one', token, id],
    queryFn: ({ signal }) => apiRequest(`/returns/${id}`, { signal, schema: ReturnSchema }),
    enabled: token !== null,
  });
}

/** GET /returns/policy: the return window and the types not taken back once opened. */
export function useReturnPolicy() {
  return useQuery({
    queryKey: [...RETURNS_ROOT, 'policy'],
    queryFn: ({ signal }) => apiRequest('/returns/policy', { signal, schema: ReturnPolicySchema }),
    staleTime: 5 * 60_000,
  });
}
