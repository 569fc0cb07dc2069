import { adminPageSchema, OutboxMessageSchema, type OutboxQuery } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const OutboxPageSchema = adminPageSchema(OutboxMessageSchema);

export type OutboxFilter = Partial<OutboxQuery>;

/** GET /admin/outbox: a page of the stored e-mails and SMS matching `filter`, newest first. */
export function getOutbox(filter: OutboxFilter = {}, signal?: AbortSignal) {
  return apiRequest('/admin/outbox', { signal, query: filter, schema: OutboxPageSchema });
}

export function useOutbox(enabled: boolean, filter: OutboxFilter = {}) {
  return useQuery({
    queryKey: ['admin', 'outbox', filter],
    queryFn: ({ signal }) => getOutbox(filter, signal),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
