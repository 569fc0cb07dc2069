import type { LoginResponse } from '@shop/contract';
import type { GoogleIdentity } from '../../adapters/index.ts';
import {
  ConflictError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../errors/index.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { SessionClient } from '../sessions/issue-session.ts';
import type { UserRow } from '../users/users.repository.ts';
import { beginSession } from './auth.service.ts';
import type { AuthDeps } from './auth-deps.ts';

export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Google sign-in is not configured.';
export const GOOGLE_TOKEN_INVALID_MESSAGE =
  'Google sign-in failed: the Google credential is invalid or has expired. Please try again.';
export const GOOGLE_NO_EMAIL_MESSAGE =
  'Your Google account has no verified e-mail address, so we cannot sign you in with it.';
export const GOOGLE_OTHER_ACCOUNT_MESSAGE =
  'This e-mail address is already linked to a different Google account.';

const MAX_NAME_LENGTH = 100;

/**
 * Finds the account by Google subject; else links the account with the same verified e-mail
 * (Google has proved the address, so it also counts as verified); else creates one.
 */
export function googleAuthService(deps: AuthDeps) {
  const { users } = deps;

  async function linkOrCreate(identity: GoogleIdentity & { email: string }): Promise<UserRow> {
    const existing = await users.findByEmail(identity.email);
    if (existing) {
      if (existing.googleSub && existing.googleSub !== identity.sub) {
        throw new ConflictError(GOOGLE_OTHER_ACCOUNT_MESSAGE);
      }
      const changes = {
        googleSub: identity.sub,
        isEmailVerified: true,
        imageUrl: existing.imageUrl ?? identity.picture,
      };
      // Whoever set this account's password never proved the address (someone may have signed up
      // with it first to wait for its owner): Google has, so that password and its sessions end.
      const linked = existing.isEmailVerified
        ? await users.update(existing.id, changes)
        : await users.replacePassword(existing.id, null, changes);
      return linked ?? existing;
    }
    const name = (identity.name?.trim() || identity.email.split('@')[0] || 'Customer').slice(
      0,
      MAX_NAME_LENGTH,
    );
    return users
      .insert({
        name,
        email: identity.email,
        googleSub: identity.sub,
        isEmailVerified: true,
        imageUrl: identity.picture,
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new ConflictError(GOOGLE_OTHER_ACCOUNT_MESSAGE) : error;
      });
  }

  return {
    async signIn(idToken: string, client?: SessionClient): Promise<LoginResponse> {
      const verifier = deps.adapters.google;
      if (!deps.config.googleClientId || !verifier) {
        throw new NotFoundError(GOOGLE_NOT_CONFIGURED_MESSAGE);
      }
      const identity = await verifier.verify(idToken);
      if (!identity) throw new UnauthorizedError(GOOGLE_TOKEN_INVALID_MESSAGE);
      const known = await users.findByGoogleSub(identity.sub);
      if (known) return beginSession(deps, known, client);
      const { email } = identity;
      if (!email || !identity.emailVerified) throw new ValidationError(GOOGLE_NO_EMAIL_MESSAGE);
      return beginSession(deps, await linkOrCreate({ ...identity, email }), client);
    },
  };
}
