import { type CheckoutItem, type PaymentIntent, PaymentIntentSchema } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface PaymentIntentInput {
  items: CheckoutItem[];
  checkoutId: string;
  /** The items are the cart's: the server empties it of them with the order. */
  fromCart: boolean;
  /** Set up to keep the card for auto-replace (sent only when asked). */
  saveCard?: true;
}

/**
 * POST /payments/create-payment-intent: the server prices the items (no amount is sent) and
 * keeps what the intent pays for, so the order is placed even if this tab closes after paying.
 */
export function createPaymentIntent(body: PaymentIntentInput): Promise<PaymentIntent> {
  return apiRequest('/payments/create-payment-intent', {
    method: 'POST',
    body,
    schema: PaymentIntentSchema,
  });
}

/**
 * One intent per checkout visit: the server answers the same intent for the same visit id,
 * items and amount, so a refetch or a double render never starts a second payment.
 */
export function usePaymentIntent(input: PaymentIntentInput, enabled: boolean) {
  return useQuery({
    queryKey: ['checkout', 'intent', input],
    queryFn: () => createPaymentIntent(input),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // Save this card changed: the form stays while the new intent comes (Pay Now waits for it).
    placeholderData: keepPreviousData,
  });
}
