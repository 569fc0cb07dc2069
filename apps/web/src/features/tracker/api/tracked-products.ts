import {
  type CreateTrackedProductBody,
  ReorderDueResultSchema,
  TrackedProductSchema,
} from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CART_QUERY_ROOT } from '../../../lib/cart.ts';
import { trackerRecordKey } from '../../../lib/tracker-record.ts';

const base = '/trackers/tracked-products';
const encode = encodeURIComponent;

/** Every tracker change reloads the record (SPEC.md section 4: "then reloads the data"). */
function useTrackerMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackerRecordKey }),
  });
}

/** POST /trackers/tracked-products: from a search result, or an order line (orderItemId). */
export function useCreateTrackedProduct() {
  return useTrackerMutation((body: CreateTrackedProductBody) =>
    apiRequest(base, { method: 'POST', body, schema: TrackedProductSchema }),
  );
}

/** DELETE /trackers/tracked-products/{id}. */
export function useDeleteTrackedProduct() {
  return useTrackerMutation((id: string) =>
    apiRequest(`${base}/${encode(id)}`, { method: 'DELETE' }),
  );
}

/** POST /trackers/tracked-products/{id}/parts/{partId}/reset: the part was replaced today. */
export function useResetPart() {
  return useTrackerMutation(({ id, partId }: { id: string; partId: string }) =>
    apiRequest(`${base}/${encode(id)}/parts/${encode(partId)}/reset`, {
      method: 'POST',
      schema: TrackedProductSchema,
    }),
  );
}

/**
 * POST /trackers/reorder-due: every part due within 30 days goes to the cart. Its answer is a
 * count, not the cart, so the cart is fetched again for the header badge and the cart page.
 */
export function useReorderDue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/trackers/reorder-due', { method: 'POST', schema: ReorderDueResultSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trackerRecordKey }),
        queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT }),
      ]),
  });
}
