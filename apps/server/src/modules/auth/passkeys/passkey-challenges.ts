import { createHash } from 'node:crypto';
import { PASSKEY_CHALLENGE_MINUTES } from '@shop/contract';
import type { PasskeyPurpose, PasskeysRepository } from './passkeys.repository.ts';
import { base64url } from './webauthn.ts';

const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/** The challenge the browser signed, read from its clientDataJSON; null when it is not there. */
export function signedChallengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(base64url.toUtf8(clientDataJSON));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Challenges kept in the database (so any instance can check the answer), hashed, five minutes,
 * and taken, not read: the first answer deletes the challenge whether it verifies or not.
 */
export function passkeyChallenges(repository: PasskeysRepository) {
  return {
    async remember(challenge: string, purpose: PasskeyPurpose, userId: string | null) {
      const expiresAt = new Date(Date.now() + PASSKEY_CHALLENGE_MINUTES * 60_000);
      await repository.saveChallenge({
        challengeHash: hashOf(challenge),
        purpose,
        userId,
        expiresAt,
      });
    },

    /** The challenge the answer signed, if it was ours, live, for this purpose, and unused. */
    async take(clientDataJSON: string, purpose: PasskeyPurpose) {
      const challenge = signedChallengeOf(clientDataJSON);
      if (!challenge) return null;
      const row = await repository.takeChallenge(hashOf(challenge), purpose);
      return row ? { challenge, userId: row.userId } : null;
    },
  };
}
