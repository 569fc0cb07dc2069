import { PasskeyListSchema, PasskeyOptionsSchema, PasskeySchema } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const PASSKEYS_KEY = ['auth', 'passkeys'] as const;

/** GET /auth/passkeys: the account's passkeys. */
export function usePasskeys() {
  return useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: ({ signal }) => apiRequest('/auth/passkeys', { signal, schema: PasskeyListSchema }),
  });
}

/**
 * POST /auth/passkeys/options, the browser's passkey prompt, then POST /auth/passkeys. The
 * WebAuthn helper loads on the click, not with the page.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const [{ startRegistration }, options] = await Promise.all([
        import('@simplewebauthn/browser'),
        apiRequest('/auth/passkeys/options', { method: 'POST', schema: PasskeyOptionsSchema }),
      ]);
      const response = await startRegistration({ optionsJSON: options as never });
      return apiRequest('/auth/passkeys', {
        method: 'POST',
        body: { name, response },
        schema: PasskeySchema,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth'] }),
  });
}

/** DELETE /auth/passkeys/{id} */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/auth/passkeys/${id}`, { method: 'DELETE', schema: PasskeyListSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth'] }),
  });
}
