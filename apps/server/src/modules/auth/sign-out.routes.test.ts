import { SIGNED_OUT_EVERYWHERE_MESSAGE } from '@shop/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_EXPIRED } from '../../plugins/auth.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/users/me',
    headers: { authorization: `Bearer ${token}` },
  });
const signIn = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { credential: email, password },
      remoteAddress: '203.0.113.77',
    })
  ).json().data.token as string;

it('ends every session of the account, on every device, and a new sign-in works', async () => {
  const user = await createTestUser(t.app, t.db, { password: 'a long enough passphrase' });
  const phone = await signIn(user.email, 'a long enough passphrase');
  const laptop = await signIn(user.email, 'a long enough passphrase');
  const other = await createTestUser(t.app, t.db);
  expect((await me(phone)).statusCode).toBe(200);

  const ended = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-out-everywhere',
    headers: { authorization: `Bearer ${laptop}` },
  });
  expect(ended.json()).toEqual({ success: true, data: { message: SIGNED_OUT_EVERYWHERE_MESSAGE } });

  for (const token of [phone, laptop]) {
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(SESSION_EXPIRED);
  }
  // Nobody else is signed out, and the owner signs in again as before.
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: other.headers }))
      .statusCode,
  ).toBe(200);
  expect((await me(await signIn(user.email, 'a long enough passphrase'))).statusCode).toBe(200);
});

it('needs a signed-in account', async () => {
  const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out-everywhere' });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json().success).toBe(false);
});
