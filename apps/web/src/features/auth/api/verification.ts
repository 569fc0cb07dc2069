import {
  type SendVerificationCodeBody,
  type VerifyCodeBody,
  VerifyCodeResponseSchema,
} from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '../../../lib/api-client.ts';

export type VerificationType = 'email' | 'phone';

export function isVerificationType(value: string | null): value is VerificationType {
  return value === 'email' || value === 'phone';
}

/** POST /auth/send-verification-code: a fresh 6-digit code by e-mail or SMS. */
export async function sendVerificationCode(type: VerificationType): Promise<void> {
  const body: SendVerificationCodeBody = { type };
  await apiFetch('/auth/send-verification-code', { method: 'POST', body });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}

/** POST /auth/verify-email or /auth/verify-phone: the user, now verified. */
export function verifyCode(type: VerificationType, body: VerifyCodeBody) {
  return apiRequest(`/auth/verify-${type}`, {
    method: 'POST',
    body,
    schema: VerifyCodeResponseSchema,
  });
}

export function useVerifyCode(type: VerificationType) {
  return useMutation({ mutationFn: (body: VerifyCodeBody) => verifyCode(type, body) });
}
