import {
  type AddPasskeyBody,
  PASSKEY_ALREADY_ADDED_MESSAGE,
  PASSKEY_EXPIRED_MESSAGE,
  PASSKEY_NOT_ACCEPTED_MESSAGE,
  PASSKEY_NOT_FOUND_MESSAGE,
  type Passkey,
  type PasskeyOptions,
} from '@shop/contract';
import type { AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors/index.ts';
import { isUniqueViolation } from '../../../lib/unique-violation.ts';
import type { UserRow } from '../../users/users.repository.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { passkeyChallenges } from './passkey-challenges.ts';
import { type PasskeyRow, passkeysRepository } from './passkeys.repository.ts';
import { base64url, webAuthn } from './webauthn.ts';

export const toPasskey = (row: PasskeyRow): Passkey => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** An account's passkeys: add one (WebAuthn registration), list them, remove one (decision 079). */
export function passkeysService(deps: AuthDeps) {
  const repository = passkeysRepository(deps.db);
  const challenges = passkeyChallenges(repository);
  const { rpId, origins } = deps.config.webAuthn;

  async function verified(response: RegistrationResponseJSON, challenge: string) {
    try {
      const { verifyRegistrationResponse } = await webAuthn();
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origins,
        expectedRPID: rpId,
        requireUserVerification: true,
      });
      return result.verified ? result.registrationInfo.credential : null;
    } catch (error) {
      deps.log.info({ err: error }, 'passkey registration refused');
      return null;
    }
  }

  return {
    async list(userId: string): Promise<Passkey[]> {
      return (await repository.listOf(userId)).map(toPasskey);
    },

    /** Options for the browser to make a discoverable passkey for this account. */
    async registrationOptions(user: UserRow): Promise<PasskeyOptions> {
      const existing = await repository.listOf(user.id);
      const { generateRegistrationOptions } = await webAuthn();
      const options = await generateRegistrationOptions({
        rpName: deps.config.shopName,
        rpID: rpId,
        userID: new TextEncoder().encode(user.id),
        userName: user.email ?? user.phoneNumber ?? user.name,
        userDisplayName: user.name,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({
          id: row.credentialId,
          transports: row.transports as AuthenticatorTransport[],
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await challenges.remember(options.challenge, 'register', user.id);
      return { ...options };
    },

    /** Verifies the browser's new credential against this account's challenge and stores it. */
    async add(user: UserRow, body: AddPasskeyBody): Promise<Passkey> {
      const response = body.response as unknown as RegistrationResponseJSON;
      const taken = await challenges.take(response.response.clientDataJSON, 'register');
      if (!taken || taken.userId !== user.id) throw new ValidationError(PASSKEY_EXPIRED_MESSAGE);
      const credential = await verified(response, taken.challenge);
      if (!credential) throw new ValidationError(PASSKEY_NOT_ACCEPTED_MESSAGE);
      const row = await repository
        .insert({
          userId: user.id,
          credentialId: credential.id,
          publicKey: base64url.fromBytes(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: body.name,
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new ConflictError(PASSKEY_ALREADY_ADDED_MESSAGE) : error;
        });
      return toPasskey(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.remove(userId, id)))
        throw new NotFoundError(PASSKEY_NOT_FOUND_MESSAGE);
    },
  };
}
