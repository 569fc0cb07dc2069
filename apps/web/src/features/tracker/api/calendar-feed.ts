import { CalendarFeedSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const path = '/trackers/calendar-token';

/** GET /trackers/calendar-token: the secret ICS address (created on the first call). */
export function useCreateCalendarFeed() {
  return useMutation({ mutationFn: () => apiRequest(path, { schema: CalendarFeedSchema }) });
}

/** DELETE /trackers/calendar-token: the old address stops working. */
export function useRevokeCalendarFeed() {
  return useMutation({ mutationFn: () => apiRequest(path, { method: 'DELETE' }) });
}
