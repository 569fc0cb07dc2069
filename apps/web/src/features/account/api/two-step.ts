import {
  TotpConfirmResponseSchema,
  TotpSetupResponseSchema,
  TotpStatusSchema,
} from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const TOTP_STATUS_KEY = ['auth', 'totp'] as const;

/** GET /auth/totp: whether two-step sign-in is on, and the recovery codes left. */
export function useTotpStatus() {
  return useQuery({
    queryKey: TOTP_STATUS_KEY,
    queryFn: ({ signal }) => apiRequest('/auth/totp', { signal, schema: TotpStatusSchema }),
  });
}

/** POST /auth/totp/setup: a new secret for the authenticator app. */
export function useTotpSetup() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/auth/totp/setup', { method: 'POST', schema: TotpSetupResponseSchema }),
  });
}

/** POST /auth/totp/confirm: turns two-step sign-in on; answers the recovery codes once. */
export function useTotpConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/auth/totp/confirm', {
        method: 'POST',
        body: { code },
        schema: TotpConfirmResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOTP_STATUS_KEY }),
  });
}

/** POST /auth/totp/disable: turns the authenticator app off, with a current or recovery code. */
export function useTotpDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/auth/totp/disable', {
        method: 'POST',
        body: { code },
        schema: TotpStatusSchema,
      }),
    onSuccess: (status) => queryClient.setQueryData(TOTP_STATUS_KEY, status),
  });
}

/** POST /auth/totp/recovery-codes: ten new recovery codes, shown once; the old ones stop working. */
export function useTotpRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/auth/totp/recovery-codes', {
        method: 'POST',
        body: { code },
        schema: TotpConfirmResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOTP_STATUS_KEY }),
  });
}
