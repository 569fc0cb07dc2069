import { useLocation, useSearchParams } from 'react-router';
import { paths } from './paths.ts';

/** The query parameter of /log that names the page to return to after signing in. */
export const REDIRECT_PARAM = 'redirect';

const AUTH_PAGES = [paths.signIn, paths.signUp, paths.forgotPassword] as string[];

/**
 * `target` when it is a path on this shop, else null. Only "/…" is taken: a scheme
 * ("https://…"), a protocol-relative "//host" and a backslash ("/\host", which browsers read
 * as "//host") would send a customer who just signed in to another site.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return null;
  const url = new URL(target, 'https://shop.invalid');
  if (url.origin !== 'https://shop.invalid') return null;
  if (AUTH_PAGES.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /log (or the sign-up page) carrying the page to come back to. */
export function signInPath(returnTo: string | null, page: string = paths.signIn): string {
  const target = safeRedirect(returnTo);
  return target && target !== paths.home
    ? `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`
    : page;
}

/** The sign-in link for "Please log in" on the current page: it comes back here. */
export function useSignInPath(): string {
  const { pathname, search } = useLocation();
  return signInPath(`${pathname}${search}`);
}

/** Where to go once signed in: the safe `redirect` parameter, else home. */
export function useRedirectTarget(): { target: string; returnTo: string | null } {
  const returnTo = safeRedirect(useSearchParams()[0].get(REDIRECT_PARAM));
  return { target: returnTo ?? paths.home, returnTo };
}
