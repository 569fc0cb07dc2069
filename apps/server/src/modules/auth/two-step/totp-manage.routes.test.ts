import { TOTP_NOT_ON_MESSAGE, WRONG_SECOND_FACTOR_MESSAGE } from '@shop/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';
import { apiCaller, otherCode } from '../auth-test-helpers.ts';
import { currentTotpCode } from './totp.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

let clock = new Date('2031-05-01T09:00:00Z').getTime();
function startClock() {
  clock += 3_600_000;
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
}
const nextStep = () => vi.setSystemTime(Date.now() + 30_000);

async function enrolledUser() {
  const user = await createTestUser(t.app, t.db);
  const setup = await call('POST', '/auth/totp/setup', { headers: user.headers });
  const secret: string = setup.body.data.secret;
  const confirm = await call('POST', '/auth/totp/confirm', {
    headers: user.headers,
    body: { code: currentTotpCode(secret) },
  });
  expect(confirm.status).toBe(200);
  nextStep();
  return { user, secret, recoveryCodes: confirm.body.data.recoveryCodes as string[] };
}

describe('managing the authenticator app', () => {
  it('turns it off with a current code, after which the password alone signs in', async () => {
    startClock();
    const { user, secret } = await enrolledUser();
    const wrong = await call('POST', '/auth/totp/disable', {
      headers: user.headers,
      body: { code: otherCode(currentTotpCode(secret)) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG_SECOND_FACTOR_MESSAGE);

    const off = await call('POST', '/auth/totp/disable', {
      headers: user.headers,
      body: { code: currentTotpCode(secret) },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      requiredForBackOffice: false,
    });
    const login = await call('POST', '/auth/login', {
      body: { credential: user.email, password: user.password },
    });
    expect(login.body.data.token).toEqual(expect.any(String));

    const again = await call('POST', '/auth/totp/disable', {
      headers: user.headers,
      body: { code: currentTotpCode(secret) },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TOTP_NOT_ON_MESSAGE);
  });

  it('turns it off with a recovery code when the phone is lost', async () => {
    startClock();
    const { user, recoveryCodes } = await enrolledUser();
    const off = await call('POST', '/auth/totp/disable', {
      headers: user.headers,
      body: { code: recoveryCodes[0] },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.enabled).toBe(false);
  });

  it('gives ten new recovery codes for a current code; the old ones stop working', async () => {
    startClock();
    const { user, secret, recoveryCodes } = await enrolledUser();
    const renewed = await call('POST', '/auth/totp/recovery-codes', {
      headers: user.headers,
      body: { code: currentTotpCode(secret) },
    });
    expect(renewed.status).toBe(200);
    const fresh: string[] = renewed.body.data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);

    const challengeOf = async () =>
      (
        await call('POST', '/auth/login', {
          body: { credential: user.email, password: user.password },
        })
      ).body.data.challenge as string;
    const old = await call('POST', '/auth/login/second-factor', {
      body: { challenge: await challengeOf(), code: recoveryCodes[1] },
    });
    expect(old.status).toBe(401);
    const usable = await call('POST', '/auth/login/second-factor', {
      body: { challenge: await challengeOf(), code: fresh[0] },
    });
    expect(usable.status).toBe(200);
    expect((await call('GET', '/auth/totp', { headers: user.headers })).body.data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 9,
    });
  });

  it('refuses both without a session', async () => {
    expect((await call('POST', '/auth/totp/disable', { body: { code: '123456' } })).status).toBe(
      401,
    );
    expect(
      (await call('POST', '/auth/totp/recovery-codes', { body: { code: '123456' } })).status,
    ).toBe(401);
  });
});
