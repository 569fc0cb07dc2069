import type { ContactMessageBody } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /contact: stored and forwarded to the shop's address (DESIGN.md deviation 9). */
export async function sendContactMessage(body: ContactMessageBody): Promise<void> {
  await apiFetch('/contact', { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
