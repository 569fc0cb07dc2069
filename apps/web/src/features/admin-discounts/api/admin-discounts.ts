import { adminPageSchema, type DiscountInput, DiscountSchema } from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const PageSchema = adminPageSchema(DiscountSchema);
const KEY = ['admin', 'discounts'] as const;

/** GET /admin/discounts. */
export function useDiscounts(page: number) {
  return useQuery({
    queryKey: [...KEY, page],
    queryFn: ({ signal }) =>
      apiRequest('/admin/discounts', { signal, query: { page, pageSize: 20 }, schema: PageSchema }),
    placeholderData: keepPreviousData,
  });
}

function useDiscountMutation<T>(mutationFn: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /admin/discounts, or PUT /admin/discounts/{id} when `id` is given. */
export function useSaveDiscount() {
  return useDiscountMutation(({ id, body }: { id?: string; body: DiscountInput }) =>
    apiRequest(id ? `/admin/discounts/${encodeURIComponent(id)}` : '/admin/discounts', {
      method: id ? 'PUT' : 'POST',
      body,
      schema: DiscountSchema,
    }),
  );
}

/** DELETE /admin/discounts/{id}. */
export function useDeleteDiscount() {
  return useDiscountMutation((id: string) =>
    apiRequest(`/admin/discounts/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: z.object({ _id: z.string() }),
    }),
  );
}
