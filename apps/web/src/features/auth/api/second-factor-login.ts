import { AuthResponseSchema, type SecondFactorLoginBody } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/login/second-factor: an authenticator or recovery code completes the sign-in. */
export function secondFactorLogin(body: SecondFactorLoginBody) {
  return apiRequest('/auth/login/second-factor', {
    method: 'POST',
    body,
    schema: AuthResponseSchema,
  });
}

export function useSecondFactorLogin() {
  return useMutation({ mutationFn: secondFactorLogin });
}
