import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { passkeyClient } from '../auth/passkeys/passkeys-test-helpers.ts';
import { currentTotpCode } from '../auth/two-step/totp.ts';
import { ageSessions, bearerCaller } from '../sessions/sessions-test-helpers.ts';
import { SECOND_FACTOR_RESET_MESSAGE } from './second-factor-reset.routes.ts';

let t: TestApp;
let call: ReturnType<typeof bearerCaller>;
beforeAll(async () => {
  t = await createTestApp();
  call = bearerCaller(t);
}, 180_000);
afterAll(() => t.close());

const tokenOf = (user: { headers: { authorization: string } }) =>
  user.headers.authorization.slice(7);

/** A member with an authenticator app, who then lost the phone and the recovery codes. */
async function enrolledMember() {
  const member = await createTestUser(t.app, t.db, { staffRole: 'support' });
  const setup = await call('POST', '/auth/totp/setup', tokenOf(member));
  await call('POST', '/auth/totp/confirm', tokenOf(member), {
    code: currentTotpCode(setup.body.data.secret),
  });
  return member;
}

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { credential: email, password },
    remoteAddress: '192.0.2.44',
  });

it("removes a member's lost second factor: they sign in with the password alone and enrol again", async () => {
  const owner = await createTestUser(t.app, t.db, { staffRole: 'owner' });
  const member = await enrolledMember();
  expect((await login(member.email, member.password)).json().data.secondFactorRequired).toBe(true);

  const reset = await call('POST', `/admin/staff/${member.id}/reset-second-factor`, tokenOf(owner));
  expect(reset.body).toEqual({ success: true, data: { message: SECOND_FACTOR_RESET_MESSAGE } });

  // Whoever holds the lost phone is signed out; the member signs in and sets it up again.
  expect((await call('GET', '/users/me', tokenOf(member))).status).toBe(401);
  const signedIn = (await login(member.email, member.password)).json().data;
  expect(signedIn.token).toEqual(expect.any(String));
  const status = await call('GET', '/auth/totp', signedIn.token);
  expect(status.body.data).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
  expect((await call('POST', '/auth/totp/setup', signedIn.token)).status).toBe(200);
});

it("removes a lost laptop's passkey too: it no longer signs the member in", async () => {
  const owner = await createTestUser(t.app, t.db, { staffRole: 'owner' });
  const member = await createTestUser(t.app, t.db, { staffRole: 'support' });
  const passkeys = passkeyClient(t);
  const { passkey, added } = await passkeys.addPasskey(member, 'Work laptop');
  expect(added.status).toBe(201);
  const challenge = (await login(member.email, member.password)).json().data.challenge;
  expect((await passkeys.signIn(passkey, challenge)).status).toBe(200);

  await call('POST', `/admin/staff/${member.id}/reset-second-factor`, tokenOf(owner));

  // The password alone signs in now, and the passkey is gone from the account.
  const signedIn = (await login(member.email, member.password)).json().data;
  expect(signedIn.token).toEqual(expect.any(String));
  const listed = await call('GET', '/auth/passkeys', signedIn.token);
  expect(listed.body.data.passkeys).toEqual([]);
  const refused = await passkeys.signIn(passkey);
  expect(refused.status).not.toBe(200);
});

it("is the owner's alone, after a fresh password, and 404 for a customer", async () => {
  const owner = await createTestUser(t.app, t.db, { staffRole: 'owner' });
  const manager = await createTestUser(t.app, t.db, { staffRole: 'manager' });
  const member = await enrolledMember();
  const url = `/admin/staff/${member.id}/reset-second-factor`;

  expect((await call('POST', url, tokenOf(manager))).status).toBe(403);
  await ageSessions(t, owner.id, { authenticatedMinutes: 11 });
  expect((await call('POST', url, tokenOf(owner))).body.code).toBe('STEP_UP_REQUIRED');
  expect((await login(member.email, member.password)).json().data.secondFactorRequired).toBe(true);

  await call('POST', '/auth/step-up', tokenOf(owner), { password: owner.password });
  const customer = await createTestUser(t.app, t.db);
  const notStaff = await call(
    'POST',
    `/admin/staff/${customer.id}/reset-second-factor`,
    tokenOf(owner),
  );
  expect(notStaff.status).toBe(404);
});
