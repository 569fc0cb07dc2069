import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A saved card as GET /payment-methods answers it (issue 29: `{ _id, brand, last4, expMonth,
 * expYear, isDefault }`). The saved-cards work owns its contract; this reads only what a plan shows.
 */
const SavedCardSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;

export const PAYMENT_METHODS_ROOT = ['payment-methods'] as const;

/** GET /payment-methods: the customer's saved cards, the default first. */
export function useSavedCards(enabled = true) {
  return useQuery({
    queryKey: [...PAYMENT_METHODS_ROOT, 'list'],
    queryFn: ({ signal }) =>
      apiRequest('/payment-methods', { signal, schema: z.array(SavedCardSchema) }),
    enabled,
  });
}
