import { MessageResponseSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/sign-out-everywhere: every session of the account ends, this one too. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/auth/sign-out-everywhere', { method: 'POST', schema: MessageResponseSchema }),
  });
}
