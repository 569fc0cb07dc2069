import type { User } from '@shop/contract';
import { UnauthorizedError, ValidationError } from '../../errors/index.ts';
import { SESSION_EXPIRED } from '../../plugins/auth.ts';
import { toUser } from '../users/user-view.ts';
import type { AuthDeps } from './auth-deps.ts';

export type VerificationKind = 'email' | 'phone';

export const CODE_SENT_MESSAGE = 'Verification code sent successfully!';

const LABEL: Record<VerificationKind, string> = { email: 'e-mail address', phone: 'phone number' };
const PURPOSE = { email: 'verify-email', phone: 'verify-phone' } as const;

/** Proving the signed-in user owns their e-mail address or phone number. */
export function verificationService(deps: AuthDeps) {
  const { users, codes, delivery } = deps;

  const requireUser = async (userId: string) => {
    const user = await users.findById(userId);
    if (!user) throw new UnauthorizedError(SESSION_EXPIRED);
    return user;
  };

  return {
    /** Default: the e-mail when the account has one, else the phone. */
    async sendCode(userId: string, requested?: VerificationKind): Promise<void> {
      const user = await requireUser(userId);
      const kind = requested ?? (user.email ? 'email' : 'phone');
      const to = kind === 'email' ? user.email : user.phoneNumber;
      if (!to) throw new ValidationError(`Your account has no ${LABEL[kind]}.`);
      const verified = kind === 'email' ? user.isEmailVerified : user.isPhoneVerified;
      if (verified) throw new ValidationError(`Your ${LABEL[kind]} is already verified.`);
      const channel = kind === 'email' ? 'email' : 'sms';
      await delivery.send(user.id, { channel, to }, PURPOSE[kind]);
    },

    async verify(userId: string, kind: VerificationKind, code: string): Promise<User> {
      const purpose = PURPOSE[kind];
      await codes.consume(`code:${purpose}:${userId}`, userId, purpose, code);
      const flag = kind === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true };
      const row = await users.update(userId, flag);
      if (!row) throw new UnauthorizedError(SESSION_EXPIRED);
      return toUser(row);
    },
  };
}
