import { type SetupIntent, SetupIntentSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** How this shop saves a card: Stripe Elements with a SetupIntent, or the test-mode card form. */
export type CardSetup = { provider: 'stripe'; intent: SetupIntent } | { provider: 'test' };

/** POST /payment-methods/setup-intent; its 409 says the shop is in test mode (our card form). */
export async function createCardSetup(): Promise<CardSetup> {
  try {
    const intent = await apiRequest('/payment-methods/setup-intent', {
      method: 'POST',
      schema: SetupIntentSchema,
    });
    return { provider: 'stripe', intent };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { provider: 'test' };
    throw error;
  }
}

/** A fresh setup each time the form opens: a SetupIntent confirms one card. */
export function useCardSetup(open: boolean) {
  return useQuery({
    queryKey: ['card-setup'],
    queryFn: createCardSetup,
    enabled: open,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}
