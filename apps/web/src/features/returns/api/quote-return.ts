import { type CreateReturnBody, ReturnQuoteSchema } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { RETURNS_ROOT } from './my-returns.ts';

/**
 * POST /orders/{id}/returns/quote: what the return would refund, or charge for a dearer exchange
 * part (tax included), by the server's own rules; asked only once a part and lines are chosen.
 */
export function useReturnQuote(orderId: string, body: CreateReturnBody | null) {
  return useQuery({
    queryKey: [...RETURNS_ROOT, 'quote', orderId, body],
    queryFn: ({ signal }) =>
      apiRequest(`/orders/${orderId}/returns/quote`, {
        method: 'POST',
        body,
        signal,
        schema: ReturnQuoteSchema,
      }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
