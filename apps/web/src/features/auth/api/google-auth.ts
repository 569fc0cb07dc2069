import { AuthConfigSchema, AuthResponseSchema, type GoogleAuthBody } from '@shop/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /auth/config: whether Google sign-in is configured on this server. */
export function getAuthConfig(signal?: AbortSignal) {
  return apiRequest('/auth/config', { signal, schema: AuthConfigSchema });
}

export function useAuthConfig() {
  return useQuery({
    queryKey: ['auth', 'config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** POST /auth/google: trades Google's ID token for ours. */
export function signInWithGoogle(body: GoogleAuthBody) {
  return apiRequest('/auth/google', { method: 'POST', body, schema: AuthResponseSchema });
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: signInWithGoogle });
}
