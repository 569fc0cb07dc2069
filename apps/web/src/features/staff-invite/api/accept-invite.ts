import { type AcceptInviteBody, AuthResponseSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/invites/{token}/accept: the new staff account, signed in. */
export const useAcceptInvite = (token: string) =>
  useMutation({
    mutationFn: (body: AcceptInviteBody) =>
      apiRequest(`/auth/invites/${encodeURIComponent(token)}/accept`, {
        method: 'POST',
        body,
        schema: AuthResponseSchema,
      }),
  });
