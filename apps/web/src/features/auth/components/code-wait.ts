import { ApiError } from '../../../lib/api-client.ts';

/** The server sends at most one code a minute (verification-codes.ts on the server). */
export const RESEND_INTERVAL_SECONDS = 60;

/** Navigation state the send page hands the code entry page: when a resend may go out. */
export interface CodeEntryState {
  resendInSeconds: number;
}

export function resendWaitOf(state: unknown): number {
  const wait = (state as Partial<CodeEntryState> | null)?.resendInSeconds;
  return typeof wait === 'number' && wait > 0 ? wait : 0;
}

/** A 429 from sending a code means one went out moments ago; its wait, or null otherwise. */
export function tooSoonWait(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return error.retryAfterSeconds ?? RESEND_INTERVAL_SECONDS;
}
