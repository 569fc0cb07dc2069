import type { RegisterBodyInput } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /auth/register: creates the account; the person signs in afterwards on /log. */
export async function register(body: RegisterBodyInput): Promise<void> {
  await apiFetch('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
