import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { expect } from 'vitest';
import {
  assertWith,
  createPasskey,
  type SoftwarePasskey,
} from '../../../test/software-authenticator.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestUser } from '../../../test/test-users.ts';
import { apiCaller } from '../auth-test-helpers.ts';

/** What a browser does for the passkeys pages, through the API, with a software authenticator. */
export function passkeyClient(t: TestApp) {
  const call = apiCaller(t);

  async function registrationOptions(user: TestUser) {
    const answer = await call('POST', '/auth/passkeys/options', { headers: user.headers });
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  return {
    call,
    registrationOptions,

    /** Asks for options, makes the passkey and sends it; answers the passkey and the reply. */
    async addPasskey(user: TestUser, name = 'My phone') {
      const { passkey, response } = createPasskey(await registrationOptions(user));
      const added = await call('POST', '/auth/passkeys', {
        headers: user.headers,
        body: { name, response },
      });
      return { passkey, added };
    },

    async loginOptions(challenge?: string) {
      const answer = await call('POST', '/auth/passkey-login/options', {
        body: challenge === undefined ? {} : { challenge },
      });
      return answer;
    },

    /** Options, then the passkey's signed answer; `challenge` is a pending sign-in's. */
    async signIn(passkey: SoftwarePasskey, challenge?: string) {
      const options = await this.loginOptions(challenge);
      expect(options.status).toBe(200);
      const response = assertWith(passkey, options.body.data);
      return call('POST', '/auth/passkey-login', {
        body: challenge === undefined ? { response } : { challenge, response },
      });
    },

    idOf: (passkey: SoftwarePasskey) => isoBase64URL.fromBuffer(passkey.credentialId),

    async remove(user: TestUser, id: string) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/auth/passkeys/${id}`,
        headers: user.headers,
      });
      return { status: response.statusCode, body: response.json() };
    },
  };
}
