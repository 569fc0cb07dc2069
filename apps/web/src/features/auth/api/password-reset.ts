import type { PasswordResetBody, PasswordResetRequestBody } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /auth/forgot-password: sends a reset code if the account exists (same answer if not). */
export async function requestPasswordReset(body: PasswordResetRequestBody): Promise<void> {
  await apiFetch('/auth/forgot-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** POST /auth/reset-password: sets the new password with the code that was sent. */
export async function resetPassword(body: PasswordResetBody): Promise<void> {
  await apiFetch('/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
