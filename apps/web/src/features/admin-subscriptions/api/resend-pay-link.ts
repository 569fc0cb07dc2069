import { SubscriptionSchema } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_SUBSCRIPTIONS_ROOT } from './admin-subscriptions.ts';

/** POST /admin/subscriptions/{id}/resend-pay-link: a fresh pay link to the customer (outbox). */
export function useResendPayLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/admin/subscriptions/${encodeURIComponent(id)}/resend-pay-link`, {
        method: 'POST',
        schema: SubscriptionSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_SUBSCRIPTIONS_ROOT }),
  });
}
