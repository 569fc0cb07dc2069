import { EndedSessionsSchema, SessionListSchema } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const SESSIONS_KEY = ['auth', 'sessions'] as const;

/** GET /auth/sessions: the account's signed-in devices, this one marked `current`. */
export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => apiRequest('/auth/sessions', { signal, schema: SessionListSchema }),
  });
}

/** DELETE /auth/sessions/{id} (one device) or DELETE /auth/sessions (all but this one). */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string | 'others') =>
      apiRequest(sessionId === 'others' ? '/auth/sessions' : `/auth/sessions/${sessionId}`, {
        method: 'DELETE',
        schema: EndedSessionsSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
