import { useEffect } from 'react';
import { isUnauthorized } from '../../lib/error-message.ts';
import { useSession } from '../../lib/session.tsx';
import { useSignInPath } from '../../lib/sign-in-redirect.ts';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate.ts';
import { ORDERS_SESSION_EXPIRED_REDIRECT_MS } from './orders-messages.ts';

/**
 * A 401 on an order page, or on any call that ended the session while it was open: the page
 * says so, then goes to /log after 2.5 s.
 */
export function useOrdersSessionExpiry(error: unknown): boolean {
  const { sessionEnded } = useSession();
  const expired = isUnauthorized(error) || sessionEnded;
  const navigateLater = useDelayedNavigate();
  const signIn = useSignInPath();
  useEffect(() => {
    if (expired) navigateLater(signIn, ORDERS_SESSION_EXPIRED_REDIRECT_MS);
  }, [expired, navigateLater, signIn]);
  return expired;
}
