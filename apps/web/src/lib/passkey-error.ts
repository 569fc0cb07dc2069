import { ApiError } from './api-client.ts';

/** The browser's prompt closed, timed out or was refused: say so plainly, not as an error code. */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return 'The passkey request was cancelled or timed out. Please try again.';
  if (error instanceof ApiError && !error.message.startsWith('HTTP error!')) return error.message;
  return 'That passkey did not work. Please try again.';
}
