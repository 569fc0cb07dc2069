import {
  AdminProductRowSchema,
  adminPageSchema,
  type Category,
  type UpdateStockBody,
} from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const PageSchema = adminPageSchema(AdminProductRowSchema);

export interface ProductsFilter {
  q: string;
  category: Category | '';
  lowStock: boolean;
  page: number;
}

const PAGE_SIZE = 20;

/** GET /admin/products: one page of products with their stock. */
export function useAdminProducts(filter: ProductsFilter) {
  return useQuery({
    queryKey: ['admin', 'products', filter],
    queryFn: ({ signal }) =>
      apiRequest('/admin/products', {
        signal,
        query: { ...filter, pageSize: PAGE_SIZE, lowStock: filter.lowStock ? 'true' : undefined },
        schema: PageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /admin/products/{id}/stock, with the stock the admin saw (409 when it changed). */
export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateStockBody }) =>
      apiRequest(`/admin/products/${encodeURIComponent(id)}/stock`, {
        method: 'PATCH',
        body,
        schema: AdminProductRowSchema,
      }),
    // After a 409 too: the row then shows the stock that sales left, to save over again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'products'] }),
  });
}
