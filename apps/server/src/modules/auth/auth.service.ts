import {
  type AuthResponse,
  classifyCredential,
  type LoginBody,
  type LoginResponse,
  type RegisterBody,
  SUSPENDED_MESSAGE,
} from '@shop/contract';
import { ConflictError, UnauthorizedError } from '../../errors/index.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { issueSession, type SessionClient } from '../sessions/issue-session.ts';
import { toUser } from '../users/user-view.ts';
import type { UserRow } from '../users/users.repository.ts';
import { type AuthDeps, credentialKey } from './auth-deps.ts';
import { twoStepService } from './two-step/two-step.service.ts';

export const INVALID_LOGIN_MESSAGE = 'Invalid e-mail/phone or password.';
export const DUPLICATE_ACCOUNT_MESSAGE =
  'An account with this e-mail or phone number already exists.';

/** Verified against when there is no account, so unknown and wrong take the same time. */
let dummyHash: Promise<string> | undefined;
const timingDummyHash = () => {
  dummyHash ??= hashPassword('timing-equaliser-for-unknown-accounts');
  return dummyHash;
};

/**
 * A token for the user, for a new session row (listed as a signed-in device, from `client`); a
 * suspended staff member (right password or not) gets none.
 */
export async function startSession(
  deps: AuthDeps,
  user: UserRow,
  client?: SessionClient,
): Promise<AuthResponse> {
  if (user.suspendedAt) throw new UnauthorizedError(SUSPENDED_MESSAGE);
  const token = await issueSession(deps.db, deps.tokens, user, client);
  return { token, user: toUser(user) };
}

/**
 * A sign-in whose first factor was right: the token, or a challenge when the account has
 * two-step sign-in on (the token comes from POST /auth/login/second-factor).
 */
export async function beginSession(
  deps: AuthDeps,
  user: UserRow,
  client?: SessionClient,
): Promise<LoginResponse> {
  if (user.suspendedAt) throw new UnauthorizedError(SUSPENDED_MESSAGE);
  return (await twoStepService(deps).challengeFor(user)) ?? startSession(deps, user, client);
}

export function authService(deps: AuthDeps) {
  const { users, limiter, delivery, log } = deps;

  return {
    /** Creates the account, sends its verification code and signs the new customer in. */
    async register(body: RegisterBody, client?: SessionClient): Promise<AuthResponse> {
      assertAcceptablePassword(body.password);
      const credential = body.email
        ? ({ kind: 'email', email: body.email } as const)
        : ({ kind: 'phone', phoneNumber: body.phoneNumber ?? '' } as const);
      if (await users.findByCredential(credential))
        throw new ConflictError(DUPLICATE_ACCOUNT_MESSAGE);
      const passwordHash = await hashPassword(body.password);
      const row = await users
        .insert({
          name: body.name,
          email: body.email ?? null,
          phoneNumber: body.phoneNumber ?? null,
          passwordHash,
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new ConflictError(DUPLICATE_ACCOUNT_MESSAGE) : error;
        });
      const target = row.email
        ? ({ channel: 'email', to: row.email } as const)
        : ({ channel: 'sms', to: row.phoneNumber ?? '' } as const);
      // The account exists either way; the user can ask for another code from the banner.
      await delivery
        .send(row.id, target, row.email ? 'verify-email' : 'verify-phone')
        .catch((error: unknown) =>
          log.warn({ err: error, userId: row.id }, 'sign-up code not sent'),
        );
      return startSession(deps, row, client);
    },

    /** Same 401 for an unknown account and a wrong password; 429 while the account is locked. */
    async login(body: LoginBody, client?: SessionClient): Promise<LoginResponse> {
      const credential = classifyCredential(body.credential);
      const key = `login:${credentialKey(credential, body.credential)}`;
      await limiter.begin(key);
      const user = await users.findByCredential(credential);
      const hash = user?.passwordHash ?? (await timingDummyHash());
      const matches = await verifyPassword(hash, body.password);
      if (!user?.passwordHash || !matches) throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
      await limiter.succeed(key);
      return beginSession(deps, user, client);
    },
  };
}
