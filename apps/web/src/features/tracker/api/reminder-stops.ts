import { MessageResponseSchema, ReminderStopsSchema } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const STOPS_KEY = ['reminder-stops'];

/** GET /trackers/reminder-stops: tracker addresses that stopped reminder e-mails or texts. */
export function useReminderStops() {
  return useQuery({
    queryKey: STOPS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/trackers/reminder-stops', { signal, schema: ReminderStopsSchema }),
  });
}

/** POST /trackers/reminder-stops/resume: reminder e-mails go to that address again. */
export function useResumeReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('/trackers/reminder-stops/resume', {
        method: 'POST',
        body: { email },
        schema: MessageResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STOPS_KEY }),
  });
}
