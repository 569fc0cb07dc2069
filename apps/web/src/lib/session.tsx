import type { User } from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { ApiError, apiRequest, onSessionEnded, TOKEN_STORAGE_KEY } from './api-client.ts';
import { cartQueryOptions, countCartItems } from './cart.ts';
import { afterHydration } from './hydrate-later.tsx';

/** The signed-in person as GET /users/me returns it (the contract's public user). */
export type SessionUser = User;

export interface Session {
  token: string | null;
  isSignedIn: boolean;
  /**
   * A server-rendered page, rendered signed out, has not read the stored token yet (it does once
   * hydrated): members-only pages show a neutral first screen rather than a log-in prompt.
   */
  isRestoring: boolean;
  user: SessionUser | null;
  isAdmin: boolean;
  /** True when the current-user lookup failed for a reason other than an expired token. */
  userLoadFailed: boolean;
  /**
   * The server answered 401 to a call made with the token (signed out elsewhere, idle, suspended):
   * the token is gone and members-only pages send the person to sign in again.
   */
  sessionEnded: boolean;
  /** Sum of the cart's item quantities (the shared cart query; 0 when signed out). */
  itemCount: number;
  setToken: (token: string | null) => void;
  /** Replaces the cached user with a fresher copy (e.g. from a verify or profile answer). */
  setUser: (user: SessionUser) => void;
  /** Fetches the current user again. */
  refreshUser: () => Promise<void>;
  logout: () => void;
}

const SessionContext = createContext<Session | null>(null);
const currentUserKey = ['users', 'me'] as const;

function readStoredToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

interface SessionProviderProps {
  children: ReactNode;
  /** The page's HTML was rendered signed out: match it first, then take the stored token. */
  serverRendered?: boolean;
}

export function SessionProvider({ children, serverRendered = false }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState(serverRendered ? null : readStoredToken);
  const [isRestoring, setRestoring] = useState(serverRendered);
  const [sessionEnded, setSessionEnded] = useState(false);
  useEffect(() => {
    // Once every section has hydrated from the signed-out markup (lib/hydrate-later.tsx).
    if (!serverRendered) return;
    void afterHydration().then(() => {
      setTokenState(readStoredToken());
      setRestoring(false);
    });
  }, [serverRendered]);

  const setToken = useCallback(
    (next: string | null) => {
      if (next) localStorage.setItem(TOKEN_STORAGE_KEY, next);
      else localStorage.removeItem(TOKEN_STORAGE_KEY);
      queryClient.removeQueries({ queryKey: currentUserKey });
      setTokenState(next);
      setSessionEnded(false);
    },
    [queryClient],
  );

  // Any call, not only the current-user lookup: a back-office page's 401 ends the session now.
  useEffect(
    () =>
      onSessionEnded(() => {
        setToken(null);
        setSessionEnded(true);
      }),
    [setToken],
  );
  const logout = useCallback(() => setToken(null), [setToken]);

  const currentUser = useQuery({
    queryKey: [...currentUserKey, token],
    queryFn: async ({ signal }) => {
      const { UserSchema } = await import('./shell-schemas.ts');
      return apiRequest('/users/me', { signal, schema: UserSchema });
    },
    enabled: token !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });

  const cart = useQuery(cartQueryOptions(token));

  const setUser = useCallback(
    (user: SessionUser) => queryClient.setQueryData([...currentUserKey, token], user),
    [queryClient, token],
  );
  const refreshUser = useCallback(
    () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
    [queryClient],
  );

  // Only a 401 means the token is dead; a network error keeps the user signed in.
  const error = currentUser.error;
  const isUnauthorized = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (!isUnauthorized) return;
    setToken(null);
    setSessionEnded(true);
  }, [isUnauthorized, setToken]);

  const user = token ? (currentUser.data ?? null) : null;
  const value: Session = {
    token,
    isSignedIn: token !== null,
    isRestoring,
    user,
    isAdmin: user?.role === 'admin',
    userLoadFailed: error !== null && !isUnauthorized,
    sessionEnded,
    itemCount: token ? countCartItems(cart.data) : 0,
    setToken,
    setUser,
    refreshUser,
    logout,
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

/**
 * Which of the user's contacts still needs verifying: the e-mail when there is one, else the
 * phone of a phone-only account (SPEC.md speaks of isEmailVerified, which a phone-only
 * account can never satisfy).
 */
export function pendingVerification(user: SessionUser): 'email' | 'phone' | null {
  if (user.email) return user.isEmailVerified ? null : 'email';
  if (user.phoneNumber) return user.isPhoneVerified ? null : 'phone';
  return null;
}
