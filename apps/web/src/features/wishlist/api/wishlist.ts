import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

const wishlistKey = ['wishlist'] as const;

/** GET /api/v1/wishlist: the signed-in customer's saved products. */
export async function getWishlist(signal?: AbortSignal) {
  const { WishlistSchema } = await import('../../../lib/shell-schemas.ts');
  return apiRequest('/wishlist', { schema: WishlistSchema, signal });
}

/** PUT (save) or DELETE (unsave) /api/v1/wishlist/{productId}. */
export async function setWishlisted(productId: string, saved: boolean) {
  const { WishlistEntrySchema } = await import('../../../lib/shell-schemas.ts');
  return apiRequest(`/wishlist/${encodeURIComponent(productId)}`, {
    method: saved ? 'PUT' : 'DELETE',
    schema: WishlistEntrySchema,
  });
}

export function useWishlist() {
  const { isSignedIn, token } = useSession();
  return useQuery({
    queryKey: [...wishlistKey, token],
    queryFn: ({ signal }) => getWishlist(signal),
    enabled: isSignedIn,
  });
}

export function useSetWishlisted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, saved }: { productId: string; saved: boolean }) =>
      setWishlisted(productId, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKey }),
  });
}
