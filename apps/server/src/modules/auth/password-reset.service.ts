import { classifyCredential, type PasswordResetBody } from '@shop/contract';
import { RateLimitedError, ValidationError } from '../../errors/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { type AuthDeps, credentialKey } from './auth-deps.ts';

export const RESET_REQUESTED_MESSAGE = 'If an account exists, we sent a reset code.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. Please sign in with it.';
/** One answer for a wrong, used or expired code and an unknown account alike. */
export const RESET_CODE_REFUSED_MESSAGE =
  'That code is not correct or has expired. Please check it or request a new one.';

/**
 * Forgotten password (DESIGN.md deviation 8): a code to the e-mail or phone that was typed, then
 * a new password with it. Answers never say whether an account exists: not in their body, and not
 * in their time (the route sends the code after answering; a code check does the same queries for
 * an unknown account).
 */
export function passwordResetService(deps: AuthDeps) {
  const { users, codes, delivery, limiter } = deps;

  return {
    async request(typed: string): Promise<void> {
      const credential = classifyCredential(typed);
      const user = await users.findByCredential(credential);
      if (!user) return;
      const target =
        credential.kind === 'email'
          ? ({ channel: 'email', to: credential.email } as const)
          : ({ channel: 'sms', to: credentialKey(credential, typed) } as const);
      // Asking again within a minute is answered like any other request: no code, same message.
      await delivery.send(user.id, target, 'reset-password').catch((error: unknown) => {
        if (!(error instanceof RateLimitedError)) throw error;
      });
    },

    /**
     * Before answering: a phone that replied STOP is told so (409) and pointed to e-mail. It says
     * nothing of an account: the answer is the same whether one has that number or not.
     */
    async assertReachable(typed: string): Promise<void> {
      const credential = classifyCredential(typed);
      if (credential.kind === 'phone') {
        await delivery.assertCanText(credentialKey(credential, typed));
      }
    },

    /** Sets the password, marks the credential verified (the code proved it) and revokes tokens. */
    async reset(body: PasswordResetBody): Promise<void> {
      assertAcceptablePassword(body.password);
      const credential = classifyCredential(body.credential);
      const user = await users.findByCredential(credential);
      const key = `reset:${user?.id ?? credentialKey(credential, body.credential)}`;
      await codes.consume(key, user?.id ?? null, 'reset-password', body.code).catch((error) => {
        throw error instanceof ValidationError
          ? new ValidationError(RESET_CODE_REFUSED_MESSAGE)
          : error;
      });
      if (!user) return;
      const proved =
        credential.kind === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true };
      await users.replacePassword(user.id, await hashPassword(body.password), proved);
      for (const login of [user.email, user.phoneNumber]) {
        if (login) await limiter.succeed(`login:${login}`);
      }
    },
  };
}
