import {
  AuthConfigSchema,
  type GoogleAuthBody,
  type LoginResponse,
  LoginResponseSchema,
} from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
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

/**
 * POST /auth/google: trades Google's ID token for ours. Null when the answer was a success but
 * lacked the token or user (or a second-factor challenge), which the page names apart from a failure (SPEC.md section 8).
 */
export async function signInWithGoogle(body: GoogleAuthBody): Promise<LoginResponse | null> {
  const data = await apiRequest('/auth/google', { method: 'POST', body });
  const answer = LoginResponseSchema.safeParse(data);
  return answer.success ? answer.data : null;
}
