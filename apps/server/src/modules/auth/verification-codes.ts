import { RateLimitedError, ValidationError } from '../../errors/index.ts';
import { generateCode, hashCode, hashesMatch } from '../../lib/one-time-codes.ts';
import type { AccountLimiter } from './account-limiter.ts';
import type { CodePurpose, VerificationCodesRepository } from './verification-codes.repository.ts';

export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;
const RESEND_INTERVAL_MS = 60_000;
/** Codes per user and purpose in any 24 hours: each is an e-mail or a paid SMS to someone. */
export const DAILY_CODE_LIMIT = 10;
const DAY_MS = 86_400_000;
const NOBODY = '00000000-0000-0000-0000-000000000000';

export const RESEND_TOO_SOON_MESSAGE = 'Please wait a minute before asking for another code.';
export const TOO_MANY_CODES_MESSAGE =
  'We have sent this account as many codes as we send in a day. Please try again tomorrow.';
export const WRONG_CODE_MESSAGE = 'That code is not correct. Please check it and try again.';
export const DEAD_CODE_MESSAGE =
  'This code has expired or is no longer valid. Please request a new one.';

/**
 * One-time codes: 6 CSPRNG digits, stored as an HMAC bound to user and purpose, valid 10 minutes,
 * single use, dead after 5 wrong tries, and at most one new code a minute, and ten a day, per user
 * and purpose: nobody can make the shop text a number again and again.
 */
export function verificationCodes(deps: {
  repository: VerificationCodesRepository;
  limiter: AccountLimiter;
  secret: string;
}) {
  const { repository, limiter, secret } = deps;

  return {
    /**
     * A fresh code for the user (the caller sends it); 429 within a minute of the last one, or
     * after ten in 24 hours.
     */
    async issue(userId: string, purpose: CodePurpose): Promise<string> {
      const now = new Date();
      const last = await repository.latest(userId, purpose);
      const waitMs = last ? RESEND_INTERVAL_MS - (now.getTime() - last.createdAt.getTime()) : 0;
      if (waitMs > 0) throw new RateLimitedError(RESEND_TOO_SOON_MESSAGE, waitMs / 1000);
      const today = await repository.issuedSince(userId, purpose, new Date(now.getTime() - DAY_MS));
      if (today.total >= DAILY_CODE_LIMIT) {
        const retryMs = (today.first?.getTime() ?? now.getTime()) + DAY_MS - now.getTime();
        throw new RateLimitedError(TOO_MANY_CODES_MESSAGE, Math.max(1, Math.ceil(retryMs / 1000)));
      }
      const code = generateCode();
      await repository.replace({
        userId,
        purpose,
        codeHash: hashCode(secret, { userId, purpose }, code),
        now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      });
      return code;
    },

    /**
     * Uses up the code or throws (400 wrong or dead code, 429 while the account is locked).
     * `limiterKey` names the account for the per-account limit; `userId` null (an unknown
     * account in a reset) fails exactly like a wrong code.
     */
    async consume(limiterKey: string, userId: string | null, purpose: CodePurpose, code: string) {
      await limiter.begin(limiterKey);
      const now = new Date();
      // An unknown account runs the same query (matching nothing), so it answers in the same time.
      const live = await repository.spendAttempt(userId ?? NOBODY, purpose, MAX_CODE_ATTEMPTS, now);
      if (!live || !userId) throw new ValidationError(DEAD_CODE_MESSAGE);
      if (!hashesMatch(live.codeHash, hashCode(secret, { userId, purpose }, code))) {
        throw new ValidationError(
          live.attempts >= MAX_CODE_ATTEMPTS ? DEAD_CODE_MESSAGE : WRONG_CODE_MESSAGE,
        );
      }
      if (!(await repository.consume(live.id, now))) throw new ValidationError(DEAD_CODE_MESSAGE);
      await limiter.succeed(limiterKey);
    },
  };
}

export type VerificationCodes = ReturnType<typeof verificationCodes>;
