import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface DeleteOutcome {
  deletedIds: string[];
  failures: { productId: string; message: string }[];
}

/** DELETE /api/v1/products/{id} for each id; every answer is kept so partial failures show. */
export async function deleteProducts(productIds: string[]): Promise<DeleteOutcome> {
  const results = await Promise.allSettled(
    productIds.map((productId) => apiRequest(`/products/${productId}`, { method: 'DELETE' })),
  );
  const outcome: DeleteOutcome = { deletedIds: [], failures: [] };
  results.forEach((result, index) => {
    const productId = productIds[index] ?? '';
    if (result.status === 'fulfilled') outcome.deletedIds.push(productId);
    else outcome.failures.push({ productId, message: messageOf(result.reason) });
  });
  return outcome;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The product could not be deleted.';

/** Deletes, then refreshes every product list (DESIGN.md deviation 6). */
export function useDeleteProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProducts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
