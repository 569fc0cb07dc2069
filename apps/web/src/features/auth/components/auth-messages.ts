import { ApiError } from '../../../lib/api-client.ts';

/** DESIGN.md deviation 4: a failed sign-in says so and stays on the page. */
export const INVALID_LOGIN_MESSAGE = 'Invalid e-mail/phone or password.';
export const SIGN_UP_FAILED_MESSAGE = 'An error occurred during sign up.';
export const ACCOUNT_CREATED_NOTICE = 'Your account was created. Sign in to continue.';
export const PASSWORD_RESET_NOTICE = 'Your password was changed. Sign in with your new password.';
export const RESET_CODE_SENT_MESSAGE = 'If an account exists, we sent a reset code.';

/** The server's own sentence when it sent one, else the page's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !error.message.startsWith('HTTP error!')) return error.message;
  return fallback;
}

/** What /log shows when another page sent the person there with news. */
export interface SignInNotice {
  notice?: string;
}

export function readNotice(state: unknown): string | null {
  const notice = (state as SignInNotice | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}
