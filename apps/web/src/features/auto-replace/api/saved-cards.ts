import { type SavedPaymentMethod, SavedPaymentMethodsSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type SavedCard = SavedPaymentMethod;

export const PAYMENT_METHODS_ROOT = ['payment-methods'] as const;

/** GET /payment-methods: the customer's saved cards, the default first. */
export function useSavedCards(enabled = true) {
  return useQuery({
    queryKey: [...PAYMENT_METHODS_ROOT, 'list'],
    queryFn: ({ signal }) =>
      apiRequest('/payment-methods', { signal, schema: SavedPaymentMethodsSchema }),
    enabled,
  });
}
