import { SubscriptionSettingsSchema, type UpdateSubscriptionSettingsBody } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_SUBSCRIPTIONS_ROOT } from './admin-subscriptions.ts';

const SETTINGS_KEY = [...ADMIN_SUBSCRIPTIONS_ROOT, 'settings'] as const;
const SETTINGS_PATH = '/admin/subscriptions/settings';

/** GET /admin/subscriptions/settings: the subscriber discount and the lead time. */
export function useSubscriptionSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) =>
      apiRequest(SETTINGS_PATH, { signal, schema: SubscriptionSettingsSchema }),
  });
}

/** PUT /admin/subscriptions/settings; plans' next amounts follow the discount. */
export function useUpdateSubscriptionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSubscriptionSettingsBody) =>
      apiRequest(SETTINGS_PATH, { method: 'PUT', body, schema: SubscriptionSettingsSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      return queryClient.invalidateQueries({ queryKey: ADMIN_SUBSCRIPTIONS_ROOT });
    },
  });
}
