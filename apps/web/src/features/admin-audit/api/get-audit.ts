import { AuditPageSchema, type AuditQuery } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /admin/audit: one page of staff writes, newest first (`after` pages on). */
export function getAudit(query: Partial<AuditQuery>, signal?: AbortSignal) {
  return apiRequest('/admin/audit', { query, signal, schema: AuditPageSchema });
}

/** `refresh`: a value that changes when the log has new entries to read (an order's state). */
export function useAudit(query: Partial<AuditQuery>, refresh?: string) {
  return useQuery({
    queryKey: ['admin', 'audit', query, refresh],
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });
}
