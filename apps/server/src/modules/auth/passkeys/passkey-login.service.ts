import {
  PASSKEY_EXPIRED_MESSAGE,
  PASSKEY_NOT_ACCEPTED_MESSAGE,
  type PasskeyLoginBody,
  type PasskeyOptions,
  SIGN_IN_CHALLENGE_EXPIRED_MESSAGE,
} from '@shop/contract';
import type { AuthenticationResponseJSON, AuthenticatorTransport } from '@simplewebauthn/server';
import { UnauthorizedError } from '../../../errors/index.ts';
import type { UserRow } from '../../users/users.repository.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { twoStepService } from '../two-step/two-step.service.ts';
import { passkeyChallenges } from './passkey-challenges.ts';
import { type PasskeyRow, passkeysRepository } from './passkeys.repository.ts';
import { base64url, webAuthn } from './webauthn.ts';

const notAccepted = () => new UnauthorizedError(PASSKEY_NOT_ACCEPTED_MESSAGE);

/**
 * Signing in with a passkey: alone (usernameless, the browser offers the shop's passkeys), or as
 * the second step of a password sign-in, completing its challenge. Each assertion is an attempt
 * on the account's limiter, as a password is (decision 079).
 */
export function passkeyLoginService(deps: AuthDeps) {
  const repository = passkeysRepository(deps.db);
  const challenges = passkeyChallenges(repository);
  const twoStep = twoStepService(deps);
  const { rpId, origins } = deps.config.webAuthn;

  async function assertionIsRight(
    passkey: PasskeyRow,
    response: AuthenticationResponseJSON,
    challenge: string,
  ) {
    try {
      const { verifyAuthenticationResponse } = await webAuthn();
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origins,
        expectedRPID: rpId,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: base64url.toBytes(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransport[],
        },
      });
      return (
        verified &&
        (await repository.recordUse(passkey.id, passkey.counter, authenticationInfo.newCounter))
      );
    } catch (error) {
      // A counter that did not grow lands here too: the library refuses a cloned authenticator.
      deps.log.info({ err: error }, 'passkey assertion refused');
      return false;
    }
  }

  return {
    /** Options for navigator.credentials.get(): any passkey, or the pending sign-in's account's. */
    async options(pendingChallenge: string | undefined): Promise<PasskeyOptions> {
      const { generateAuthenticationOptions } = await webAuthn();
      if (pendingChallenge === undefined) {
        const options = await generateAuthenticationOptions({
          rpID: rpId,
          userVerification: 'required',
        });
        await challenges.remember(options.challenge, 'sign-in', null);
        return { ...options };
      }
      const userId = await twoStep.pendingUserId(pendingChallenge);
      if (!userId) throw new UnauthorizedError(SIGN_IN_CHALLENGE_EXPIRED_MESSAGE);
      const options = await generateAuthenticationOptions({
        rpID: rpId,
        userVerification: 'required',
        allowCredentials: (await repository.listOf(userId)).map((row) => ({
          id: row.credentialId,
          transports: row.transports as AuthenticatorTransport[],
        })),
      });
      await challenges.remember(options.challenge, 'second-factor', userId);
      return { ...options };
    },

    /** The account the assertion signs in; 401 for anything not right. */
    async signIn(body: PasskeyLoginBody): Promise<UserRow> {
      const response = body.response as unknown as AuthenticationResponseJSON;
      const purpose = body.challenge === undefined ? 'sign-in' : 'second-factor';
      const taken = await challenges.take(response.response.clientDataJSON, purpose);
      if (!taken) throw new UnauthorizedError(PASSKEY_EXPIRED_MESSAGE);
      if (
        body.challenge !== undefined &&
        (await twoStep.pendingUserId(body.challenge)) !== taken.userId
      )
        throw new UnauthorizedError(SIGN_IN_CHALLENGE_EXPIRED_MESSAGE);
      const passkey = await repository.findByCredentialId(response.id);
      const userId = taken.userId ?? passkey?.userId;
      if (!passkey || !userId) throw notAccepted();
      const key = taken.userId ? `second-factor:${userId}` : `passkey-login:${userId}`;
      await deps.limiter.begin(key);
      // A second step must use the account's own passkey, not one of another account.
      if (passkey.userId !== userId) throw notAccepted();
      if (!(await assertionIsRight(passkey, response, taken.challenge))) throw notAccepted();
      const user = await deps.users.findById(userId);
      if (!user) throw notAccepted();
      if (body.challenge !== undefined && !(await twoStep.finishPending(body.challenge)))
        throw new UnauthorizedError(SIGN_IN_CHALLENGE_EXPIRED_MESSAGE);
      await deps.limiter.succeed(key);
      return user;
    },
  };
}
