import { AuthResponseSchema, type LoginBody } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/login: the token and the user. */
export function login(body: LoginBody) {
  return apiRequest('/auth/login', { method: 'POST', body, schema: AuthResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
