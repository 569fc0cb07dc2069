import { OutboxMessageSchema } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /admin/outbox/{id}/resend: a failed message sent again now. */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/outbox/${encodeURIComponent(id)}/resend`, {
        method: 'POST',
        schema: OutboxMessageSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
}
