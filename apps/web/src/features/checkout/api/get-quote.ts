import { type CheckoutItem, type Quote, QuoteSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /checkout/quote: the server's lines, subtotal, shipping, tax and total. */
export function getQuote(items: CheckoutItem[] | undefined): Promise<Quote> {
  return apiRequest('/checkout/quote', { method: 'POST', body: { items }, schema: QuoteSchema });
}

/** Items absent = the signed-in customer's cart. */
export function useQuote(items: CheckoutItem[] | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['checkout', 'quote', items ?? 'cart'],
    queryFn: () => getQuote(items),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
