import { ReminderLinkViewSchema } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const linkPath = (code: string) => `/reminders/links/${encodeURIComponent(code)}`;

/** GET /api/v1/reminders/links/{code}: what the reminder's link will do; changes nothing. */
export function useReminderLink(code: string) {
  return useQuery({
    queryKey: ['reminder-link', code],
    queryFn: ({ signal }) => apiRequest(linkPath(code), { schema: ReminderLinkViewSchema, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/v1/reminders/links/{code}: does it, once the customer confirmed. */
export function useConfirmReminderLink(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(linkPath(code), { method: 'POST', schema: ReminderLinkViewSchema }),
    // A reorder fills the cart; a snooze or replacement changes the dashboard.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'reminder-link' }),
  });
}
