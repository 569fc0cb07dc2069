import { ApiError } from '../../../lib/api-client.ts';
import { readPurchaseIntent } from '../../../lib/purchase-intent.ts';

/** DESIGN.md deviation 4: a failed sign-in says so and stays on the page. */
export const INVALID_LOGIN_MESSAGE = 'Invalid e-mail/phone or password.';
export const SIGN_UP_FAILED_MESSAGE = 'An error occurred during sign up.';
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

/** Why /log (or sign-up) is shown: what the page it returns to does once the person is in. */
export function purchaseReason(
  returnTo: string | null,
  verb: 'Sign in' | 'Sign up',
): string | null {
  const intent = returnTo ? readPurchaseIntent(returnTo) : null;
  if (!intent) return null;
  return intent.action === 'add-to-cart'
    ? `${verb} to add this to your cart.`
    : `${verb} to buy this now.`;
}
