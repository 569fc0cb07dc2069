import { AdminReminderOptOutPageSchema, type AdminReminderOptOutsQuery } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /admin/reminder-opt-outs: one page of the addresses that stopped reminder e-mails. */
export function getReminderOptOuts(
  query: Partial<AdminReminderOptOutsQuery>,
  signal?: AbortSignal,
) {
  return apiRequest('/admin/reminder-opt-outs', {
    query,
    signal,
    schema: AdminReminderOptOutPageSchema,
  });
}

export function useReminderOptOuts(query: Partial<AdminReminderOptOutsQuery>) {
  return useQuery({
    queryKey: ['admin', 'reminder-opt-outs', query],
    queryFn: ({ signal }) => getReminderOptOuts(query, signal),
    placeholderData: keepPreviousData,
  });
}
