import { OutboxMessageSchema, type OutboxQuery } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const OutboxListSchema = z.array(OutboxMessageSchema);

/** GET /admin/outbox: the newest stored e-mails and SMS matching `filter` (admins only). */
export function getOutbox(filter: OutboxQuery = {}, signal?: AbortSignal) {
  return apiRequest('/admin/outbox', { signal, query: filter, schema: OutboxListSchema });
}

export function useOutbox(enabled: boolean, filter: OutboxQuery = {}) {
  return useQuery({
    queryKey: ['admin', 'outbox', filter],
    queryFn: ({ signal }) => getOutbox(filter, signal),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
