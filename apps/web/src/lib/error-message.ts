import { ApiError } from './api-client.ts';

/** SPEC.md's sentence when a signed-in shopper who is not an admin opens an admin page. */
export const ACCESS_DENIED_MESSAGE = 'Access denied. Admin privileges required.';

/** The server's own sentence for a failed call, else the page's fallback (SPEC.md section 8). */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.code === 'NETWORK_ERROR') return fallback;
  // The api client's stand-in when the answer carried no message.
  if (!error.message || error.message.startsWith('HTTP error!')) return fallback;
  return error.message;
}

export const isUnauthorized = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;
