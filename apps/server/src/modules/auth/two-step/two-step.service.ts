import { createHmac, randomBytes } from 'node:crypto';
import {
  SECOND_FACTOR_CHALLENGE_MINUTES,
  type SecondFactorChallenge,
  type SecondFactorLoginBody,
  type SecondFactorMethod,
  SIGN_IN_CHALLENGE_EXPIRED_MESSAGE,
  TOTP_ALREADY_ON_MESSAGE,
  TOTP_NOT_ON_MESSAGE,
  TOTP_NOT_STARTED_MESSAGE,
  type TotpSetupResponse,
  type TotpStatus,
  WRONG_SECOND_FACTOR_MESSAGE,
} from '@shop/contract';
import { ConflictError, UnauthorizedError, ValidationError } from '../../../errors/index.ts';
import type { UserRow } from '../../users/users.repository.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { passkeysRepository } from '../passkeys/passkeys.repository.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { secretBox } from './secret-box.ts';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp.ts';
import { twoStepRepository } from './two-step.repository.ts';

const TOTP_CODE = /^\d{6}$/;

/**
 * Two-step sign-in with an authenticator app (RFC 6238) and ten one-time recovery codes
 * (decision 069). Every code attempt goes through the per-account limiter, as passwords do.
 */
export function twoStepService(deps: AuthDeps) {
  const { users, limiter, config } = deps;
  const secret = config.jwtSecret;
  const repository = twoStepRepository(deps.db);
  const box = secretBox(secret);
  const hashChallenge = (challenge: string) =>
    createHmac('sha256', secret).update(`sign-in-challenge\n${challenge}`).digest('hex');

  /** The code is the account's current TOTP code (not used before) or an unused recovery code. */
  async function codeIsRight(userId: string, typed: string): Promise<boolean> {
    const digits = typed.replace(/\s/g, '');
    if (TOTP_CODE.test(digits)) {
      const row = await repository.findSecret(userId);
      if (!row?.confirmedAt) return false;
      const step = matchingStep(box.open(row.secretEncrypted), digits);
      return step !== null && (await repository.useStep(userId, step));
    }
    return repository.useRecoveryCode(userId, hashRecoveryCode(secret, userId, typed));
  }

  /** Settings changes ask for a code, limited like sign-in's; 400 when it is not right. */
  async function provenByCode(userId: string, code: string): Promise<void> {
    const key = `totp-manage:${userId}`;
    await limiter.begin(key);
    if (!(await repository.findSecret(userId))?.confirmedAt)
      throw new ConflictError(TOTP_NOT_ON_MESSAGE);
    if (!(await codeIsRight(userId, code))) throw new ValidationError(WRONG_SECOND_FACTOR_MESSAGE);
    await limiter.succeed(key);
  }

  return {
    async status(user: UserRow): Promise<TotpStatus> {
      const row = await repository.findSecret(user.id);
      if (row?.confirmedAt) {
        const recoveryCodesLeft = await repository.recoveryCodesLeft(user.id);
        return { enabled: true, recoveryCodesLeft, requiredForBackOffice: false };
      }
      // Mirrors plugins/auth.ts: in production the back office answers staff 403 until enrolled.
      const requiredForBackOffice =
        config.isProduction &&
        user.role === 'admin' &&
        !(await passkeysRepository(deps.db).hasAny(user.id));
      return { enabled: false, recoveryCodesLeft: 0, requiredForBackOffice };
    },

    /** A new secret, not on until a code from it is typed back (confirm). */
    async setup(user: UserRow): Promise<TotpSetupResponse> {
      if ((await repository.findSecret(user.id))?.confirmedAt)
        throw new ConflictError(TOTP_ALREADY_ON_MESSAGE);
      const fresh = newTotpSecret();
      await repository.savePendingSecret(user.id, box.seal(fresh));
      const accountName = user.email ?? user.phoneNumber ?? user.name;
      return { secret: fresh, otpauthUrl: otpauthUrl(fresh, config.shopName, accountName) };
    },

    /** Turns two-step sign-in on; answers the recovery codes, which are only stored hashed. */
    async confirm(userId: string, code: string): Promise<string[]> {
      const key = `totp-confirm:${userId}`;
      await limiter.begin(key);
      const row = await repository.findSecret(userId);
      if (!row) throw new ConflictError(TOTP_NOT_STARTED_MESSAGE);
      if (row.confirmedAt) throw new ConflictError(TOTP_ALREADY_ON_MESSAGE);
      const step = matchingStep(box.open(row.secretEncrypted), code);
      if (step === null) throw new ValidationError(WRONG_SECOND_FACTOR_MESSAGE);
      const codes = newRecoveryCodes();
      const hashes = codes.map((each) => hashRecoveryCode(secret, userId, each));
      if (!(await repository.confirm(userId, step, hashes)))
        throw new ConflictError(TOTP_ALREADY_ON_MESSAGE);
      await limiter.succeed(key);
      return codes;
    },

    /**
     * True when `code` is the signed-in account's current authenticator code or an unused
     * recovery code (step-up, decision 078); limited per account like sign-in codes.
     */
    async verifyCode(userId: string, code: string): Promise<boolean> {
      const key = `step-up:${userId}`;
      await limiter.begin(key);
      if (!(await codeIsRight(userId, code))) return false;
      await limiter.succeed(key);
      return true;
    },

    /** Turns the authenticator app off; a current code (or a recovery code) proves it is you. */
    async disable(userId: string, code: string): Promise<void> {
      await provenByCode(userId, code);
      await repository.removeSecret(userId);
    },

    /** Ten new recovery codes in place of the old ones, for a current code. */
    async renewRecoveryCodes(userId: string, code: string): Promise<string[]> {
      await provenByCode(userId, code);
      const codes = newRecoveryCodes();
      await repository.replaceRecoveryCodes(
        userId,
        codes.map((each) => hashRecoveryCode(secret, userId, each)),
      );
      return codes;
    },

    /**
     * A five-minute, single-use challenge when the account has two-step sign-in on, else null.
     * A passkey is a method whenever the account has one, and turns two-step on for staff
     * (decision 079); a customer's passkey is a way in instead of the password, not after it.
     */
    async challengeFor(user: UserRow): Promise<SecondFactorChallenge | null> {
      const totpOn = Boolean((await repository.findSecret(user.id))?.confirmedAt);
      const passkeyOn =
        (totpOn || user.role === 'admin') && (await passkeysRepository(deps.db).hasAny(user.id));
      if (!totpOn && !passkeyOn) return null;
      const challenge = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SECOND_FACTOR_CHALLENGE_MINUTES * 60_000);
      await repository.createChallenge(user.id, hashChallenge(challenge), expiresAt);
      const methods: SecondFactorMethod[] = totpOn ? ['totp', 'recovery_code'] : [];
      if (passkeyOn) methods.push('passkey');
      return { secondFactorRequired: true, challenge, methods };
    },

    /** The account of a live pending sign-in, or null when it is unknown, used or expired. */
    async pendingUserId(challenge: string): Promise<string | null> {
      return repository.findChallenge(hashChallenge(challenge), new Date());
    },

    /** Ends a pending sign-in another factor completed; false when another request did first. */
    async finishPending(challenge: string): Promise<boolean> {
      return repository.consumeChallenge(hashChallenge(challenge));
    },

    /** The account whose pending sign-in the code completes; 401 for a wrong code or challenge. */
    async complete(body: SecondFactorLoginBody): Promise<UserRow> {
      const tokenHash = hashChallenge(body.challenge);
      const userId = await repository.findChallenge(tokenHash, new Date());
      if (!userId) throw new UnauthorizedError(SIGN_IN_CHALLENGE_EXPIRED_MESSAGE);
      const key = `second-factor:${userId}`;
      await limiter.begin(key);
      if (!(await codeIsRight(userId, body.code)))
        throw new UnauthorizedError(WRONG_SECOND_FACTOR_MESSAGE);
      const user = await users.findById(userId);
      if (!user || !(await repository.consumeChallenge(tokenHash)))
        throw new UnauthorizedError(SIGN_IN_CHALLENGE_EXPIRED_MESSAGE);
      await limiter.succeed(key);
      return user;
    },
  };
}

export type TwoStepService = ReturnType<typeof twoStepService>;
