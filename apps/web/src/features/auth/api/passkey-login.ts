import { AuthResponseSchema, PasskeyOptionsSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Sign in with a passkey: options, the browser's prompt, the signed answer. With `challenge` (a
 * password sign-in that owes a second step) it completes that sign-in. The WebAuthn helper is
 * imported on the click: the sign-in page's first download stays as it was.
 */
export async function passkeyLogin(challenge?: string) {
  const body = challenge === undefined ? {} : { challenge };
  const [{ startAuthentication }, options] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiRequest('/auth/passkey-login/options', {
      method: 'POST',
      body,
      schema: PasskeyOptionsSchema,
    }),
  ]);
  const response = await startAuthentication({ optionsJSON: options as never });
  return apiRequest('/auth/passkey-login', {
    method: 'POST',
    body: { ...body, response },
    schema: AuthResponseSchema,
  });
}

export function usePasskeyLogin() {
  return useMutation({ mutationFn: passkeyLogin });
}
