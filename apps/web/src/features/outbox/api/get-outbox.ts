import { OutboxMessageSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const OutboxListSchema = z.array(OutboxMessageSchema);

/** GET /admin/outbox: every stored e-mail and SMS, newest first (admins only). */
export function getOutbox(signal?: AbortSignal) {
  return apiRequest('/admin/outbox', { signal, schema: OutboxListSchema });
}

export function useOutbox(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'outbox'],
    queryFn: ({ signal }) => getOutbox(signal),
    enabled,
    staleTime: 0,
  });
}
