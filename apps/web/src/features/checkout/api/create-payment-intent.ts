import { type CheckoutItem, type PaymentIntent, PaymentIntentSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /payments/create-payment-intent: the server prices the items; no amount is sent. */
export function createPaymentIntent(
  items: CheckoutItem[],
  checkoutId: string,
): Promise<PaymentIntent> {
  return apiRequest('/payments/create-payment-intent', {
    method: 'POST',
    body: { items, checkoutId },
    schema: PaymentIntentSchema,
  });
}

/**
 * One intent per checkout visit: the server answers the same intent for the same visit id,
 * items and amount, so a refetch or a double render never starts a second payment.
 */
export function usePaymentIntent(items: CheckoutItem[], checkoutId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['checkout', 'intent', checkoutId, items],
    queryFn: () => createPaymentIntent(items, checkoutId),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
