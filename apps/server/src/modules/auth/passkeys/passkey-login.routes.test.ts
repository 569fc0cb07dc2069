import {
  PASSKEY_EXPIRED_MESSAGE,
  PASSKEY_NOT_ACCEPTED_MESSAGE,
  SIGN_IN_CHALLENGE_EXPIRED_MESSAGE,
} from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertWith } from '../../../test/software-authenticator.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../../test/test-users.ts';
import { passkeyClient } from './passkeys-test-helpers.ts';

let t: TestApp;
let client: ReturnType<typeof passkeyClient>;

beforeAll(async () => {
  t = await createTestApp();
  client = passkeyClient(t);
});
afterAll(() => t.close());

const passwordLogin = (user: TestUser) =>
  client.call('POST', '/auth/login', { body: { credential: user.email, password: user.password } });

const me = (token: string) =>
  client.call('GET', '/users/me', { headers: { authorization: `Bearer ${token}` } });

describe('signing in with a passkey alone', () => {
  it('signs a customer in with no password, and the password alone still works', async () => {
    const user = await createTestUser(t.app, t.db);
    const { passkey } = await client.addPasskey(user);

    const signedIn = await client.signIn(passkey);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.email).toBe(user.email);
    expect((await me(signedIn.body.data.token)).body.data.email).toBe(user.email);
    const [listed] = (await client.call('GET', '/auth/passkeys', { headers: user.headers })).body
      .data.passkeys;
    expect(listed.lastUsedAt).toEqual(expect.any(String));

    // A customer's passkey is a way in instead of the password, not a step after it.
    expect((await passwordLogin(user)).body.data.token).toEqual(expect.any(String));
  });

  it('refuses an answer to a challenge the shop never gave, and one used before', async () => {
    const user = await createTestUser(t.app, t.db);
    const { passkey } = await client.addPasskey(user);

    const invented = await client.call('POST', '/auth/passkey-login', {
      body: { response: assertWith(passkey, { challenge: 'bm90LWZyb20tdGhlLXNob3A' }) },
    });
    expect(invented.status).toBe(401);
    expect(invented.body).toMatchObject({ success: false, message: PASSKEY_EXPIRED_MESSAGE });

    const options = (await client.loginOptions()).body.data;
    const response = assertWith(passkey, options);
    expect((await client.call('POST', '/auth/passkey-login', { body: { response } })).status).toBe(
      200,
    );
    const replayed = await client.call('POST', '/auth/passkey-login', { body: { response } });
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(PASSKEY_EXPIRED_MESSAGE);
  });

  it('refuses a counter that went back (a copied authenticator) and a signature by another key', async () => {
    const user = await createTestUser(t.app, t.db);
    const { passkey } = await client.addPasskey(user);
    expect((await client.signIn(passkey)).status).toBe(200);
    expect((await client.signIn(passkey)).status).toBe(200);

    const options = (await client.loginOptions()).body.data;
    const cloned = await client.call('POST', '/auth/passkey-login', {
      body: { response: assertWith(passkey, options, { counter: 1 }) },
    });
    expect(cloned.status).toBe(401);
    expect(cloned.body.message).toBe(PASSKEY_NOT_ACCEPTED_MESSAGE);

    const other = await client.addPasskey(await createTestUser(t.app, t.db));
    const forged = { ...other.passkey, credentialId: passkey.credentialId };
    const wrongKey = await client.signIn(forged);
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body.message).toBe(PASSKEY_NOT_ACCEPTED_MESSAGE);
  });

  it('refuses a passkey made for another site', async () => {
    const user = await createTestUser(t.app, t.db);
    const { passkey } = await client.addPasskey(user);
    const options = (await client.loginOptions()).body.data;
    const phished = await client.call('POST', '/auth/passkey-login', {
      body: { response: assertWith(passkey, options, { origin: 'https://evil.example' }) },
    });
    expect(phished.status).toBe(401);
  });

  it('locks the account after ten failed assertions, as wrong passwords do', async () => {
    const user = await createTestUser(t.app, t.db);
    const { passkey } = await client.addPasskey(user);
    expect((await client.signIn(passkey)).status).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const options = (await client.loginOptions()).body.data;
      const refused = await client.call('POST', '/auth/passkey-login', {
        body: { response: assertWith(passkey, options, { counter: 0 }) },
      });
      expect(refused.status).toBe(401);
    }
    const locked = await client.signIn(passkey);
    expect(locked.status).toBe(429);
  });
});

describe('a passkey as the second step of a staff sign-in', () => {
  it('asks for it after the password and completes the sign-in with it, once', async () => {
    const packer = await createTestUser(t.app, t.db, { staffRole: 'fulfilment' });
    const { passkey } = await client.addPasskey(packer, 'Bench laptop');

    const first = await passwordLogin(packer);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      secondFactorRequired: true,
      challenge: expect.any(String),
      methods: ['passkey'],
    });
    const { challenge } = first.body.data;

    const options = await client.loginOptions(challenge);
    expect(options.body.data.allowCredentials).toEqual([
      expect.objectContaining({ id: client.idOf(passkey) }),
    ]);
    const response = assertWith(passkey, options.body.data);
    const done = await client.call('POST', '/auth/passkey-login', {
      body: { challenge, response },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.user.staffRole).toBe('fulfilment');

    const again = await client.loginOptions(challenge);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(SIGN_IN_CHALLENGE_EXPIRED_MESSAGE);
  });

  it("refuses another account's passkey for the step, and a second step with no pending sign-in", async () => {
    const packer = await createTestUser(t.app, t.db, { staffRole: 'fulfilment' });
    await client.addPasskey(packer);
    const intruder = await createTestUser(t.app, t.db, { staffRole: 'support' });
    const { passkey: intrudersPasskey } = await client.addPasskey(intruder);

    const { challenge } = (await passwordLogin(packer)).body.data;
    const stolen = await client.signIn(intrudersPasskey, challenge);
    expect(stolen.status).toBe(401);
    expect(stolen.body.message).toBe(PASSKEY_NOT_ACCEPTED_MESSAGE);

    const unknown = await client.loginOptions('no-such-sign-in');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(SIGN_IN_CHALLENGE_EXPIRED_MESSAGE);

    // A usernameless challenge cannot stand in for the step's own.
    const usernameless = (await client.loginOptions()).body.data;
    const swapped = await client.call('POST', '/auth/passkey-login', {
      body: { challenge, response: assertWith(intrudersPasskey, usernameless) },
    });
    expect(swapped.status).toBe(401);
  });
});
