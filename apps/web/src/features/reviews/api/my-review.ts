import type { MyReview, ReviewBody } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

const mineKey = (productId: string) => ['reviews', 'mine', productId] as const;

/** GET /products/{id}/reviews/mine: the signed-in buyer's review, or null before they write one. */
export function useMyReview(productId: string) {
  const { isSignedIn } = useSession();
  return useQuery({
    queryKey: mineKey(productId),
    enabled: isSignedIn,
    queryFn: ({ signal }) =>
      apiRequest<MyReview>(`/products/${encodeURIComponent(productId)}/reviews/mine`, {
        signal,
      }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });
}

/** POST a first review, or PUT the author's edit; either waits for the owner's moderation. */
export function useSaveReview(productId: string, editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) =>
      apiRequest<MyReview>(
        `/products/${encodeURIComponent(productId)}/reviews${editing ? '/mine' : ''}`,
        { method: editing ? 'PUT' : 'POST', body },
      ),
    onSuccess: (review) => queryClient.setQueryData(mineKey(productId), review),
  });
}
