import { type LoginBody, LoginResponseSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/login: the token and the user, or a challenge when a second factor is on. */
export function login(body: LoginBody) {
  return apiRequest('/auth/login', { method: 'POST', body, schema: LoginResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
