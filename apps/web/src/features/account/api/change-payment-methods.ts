import {
  SavedPaymentMethodSchema,
  SavedPaymentMethodsSchema,
  type SavePaymentMethodBody,
} from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PAYMENT_METHODS_KEY } from './get-payment-methods.ts';

/** POST /payment-methods: { card } in test mode, { setupIntentId } after Stripe confirmed it. */
export function savePaymentMethod(body: SavePaymentMethodBody) {
  return apiRequest('/payment-methods', { method: 'POST', body, schema: SavedPaymentMethodSchema });
}

/** DELETE /payment-methods/{id}: answers the cards left. */
export function removePaymentMethod(id: string) {
  return apiRequest(`/payment-methods/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: SavedPaymentMethodsSchema,
  });
}

/** POST /payment-methods/{id}/default. */
export function makeDefaultPaymentMethod(id: string) {
  return apiRequest(`/payment-methods/${encodeURIComponent(id)}/default`, {
    method: 'POST',
    schema: SavedPaymentMethodSchema,
  });
}

/** Each change refetches the list: the default can move with any of them. */
function useCardsChange<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_KEY }),
  });
}

export const useSavePaymentMethod = () => useCardsChange(savePaymentMethod);
export const useRemovePaymentMethod = () => useCardsChange(removePaymentMethod);
export const useMakeDefaultPaymentMethod = () => useCardsChange(makeDefaultPaymentMethod);
