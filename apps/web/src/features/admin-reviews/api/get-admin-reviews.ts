import { type AdminReviewListQuery, AdminReviewPageSchema } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminReviewsKey = ['admin', 'reviews'] as const;

/** GET /admin/reviews: one page of the review queue, newest first, by status. */
export function useAdminReviews(query: Partial<AdminReviewListQuery>) {
  return useQuery({
    queryKey: [...adminReviewsKey, query],
    queryFn: ({ signal }) =>
      apiRequest('/admin/reviews', { query, signal, schema: AdminReviewPageSchema }),
    placeholderData: keepPreviousData,
  });
}
