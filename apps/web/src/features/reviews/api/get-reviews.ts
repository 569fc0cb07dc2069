import type { ReviewList, ReviewSort } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ReviewChoice {
  sort: ReviewSort;
  stars?: number;
  page: number;
}

/**
 * GET /api/v1/products/{id}/reviews: public, typed without zod (the product page's first
 * download stays without it, decision 007). The default choice asks the bare URL, the one the
 * server's page head reads too.
 */
export const reviewsQuery = (productId: string, choice: ReviewChoice) =>
  queryOptions({
    queryKey: ['reviews', productId, choice.sort, choice.stars ?? 0, choice.page] as const,
    queryFn: ({ signal }) =>
      apiRequest<ReviewList>(`/products/${encodeURIComponent(productId)}/reviews`, {
        signal,
        query: {
          sort: choice.sort === 'newest' ? undefined : choice.sort,
          stars: choice.stars,
          page: choice.page > 1 ? choice.page : undefined,
        },
      }),
  });

export const useReviews = (productId: string, choice: ReviewChoice) =>
  useQuery(reviewsQuery(productId, choice));
