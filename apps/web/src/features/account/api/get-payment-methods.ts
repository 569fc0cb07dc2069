import { SavedPaymentMethodsSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const PAYMENT_METHODS_KEY = ['payment-methods'] as const;

/** GET /payment-methods: the customer's saved cards, the default first. */
export function getPaymentMethods(signal?: AbortSignal) {
  return apiRequest('/payment-methods', { signal, schema: SavedPaymentMethodsSchema });
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: PAYMENT_METHODS_KEY,
    queryFn: ({ signal }) => getPaymentMethods(signal),
  });
}
