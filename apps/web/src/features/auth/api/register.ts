import { type RegisterBodyInput, RegisterResponseSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/register: creates the account and signs the new customer in (token and user). */
export function register(body: RegisterBodyInput) {
  return apiRequest('/auth/register', {
    method: 'POST',
    body,
    schema: RegisterResponseSchema,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
