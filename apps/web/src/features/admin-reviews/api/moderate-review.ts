import { AdminReviewSchema } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminReviewsKey } from './get-admin-reviews.ts';

export type ModerationAction =
  | { id: string; action: 'publish' | 'hide' }
  | { id: string; action: 'reply'; body: string };

/** POST /admin/reviews/{id}/publish | hide | reply. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationAction) =>
      apiRequest(`/admin/reviews/${encodeURIComponent(input.id)}/${input.action}`, {
        method: 'POST',
        body: input.action === 'reply' ? { body: input.body } : undefined,
        schema: AdminReviewSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReviewsKey }),
  });
}
