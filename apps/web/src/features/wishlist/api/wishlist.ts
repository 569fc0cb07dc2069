import type { Wishlist } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

const wishlistKey = ['wishlist'] as const;
const changeKey = ['wishlist', 'change'] as const;

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

/** Shared by the product page's heart and the wishlist page, so both show the same list. */
export function useSetWishlisted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: changeKey,
    mutationFn: ({ productId, saved }: { productId: string; saved: boolean }) =>
      setWishlisted(productId, saved),
    onSuccess: (_entry, { productId, saved }) => {
      if (saved) return;
      queryClient.setQueriesData<Wishlist>({ queryKey: wishlistKey }, (list) =>
        list?.filter((product) => product._id !== productId),
      );
    },
    // Reload once the last of several quick changes is done: an earlier reload could still
    // hold a product whose removal is on its way and bring its card back for a moment.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: changeKey }) === 1
        ? queryClient.invalidateQueries({ queryKey: wishlistKey })
        : undefined,
  });
}
