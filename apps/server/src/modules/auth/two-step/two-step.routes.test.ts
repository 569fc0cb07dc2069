import {
  SIGN_IN_CHALLENGE_EXPIRED_MESSAGE,
  TOTP_ALREADY_ON_MESSAGE,
  WRONG_SECOND_FACTOR_MESSAGE,
} from '@shop/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../../test/test-users.ts';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../account-limiter.ts';
import { apiCaller } from '../auth-test-helpers.ts';
import { currentTotpCode } from './totp.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Each test moves a fake clock on; a code's step is used once, so tests step 30 s apart. */
let clock = new Date('2030-03-01T09:00:00Z').getTime();
function startClock() {
  clock += 3_600_000;
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
}
const nextStep = () => vi.setSystemTime(Date.now() + 30_000);

const login = (user: TestUser) =>
  call('POST', '/auth/login', { body: { credential: user.email, password: user.password } });
const secondFactor = (challenge: string, code: string) =>
  call('POST', '/auth/login/second-factor', { body: { challenge, code } });

/** A customer who turned two-step sign-in on, as the settings page does. */
async function enrolledUser() {
  const user = await createTestUser(t.app, t.db);
  const setup = await call('POST', '/auth/totp/setup', { headers: user.headers });
  expect(setup.status).toBe(200);
  const secret: string = setup.body.data.secret;
  const confirm = await call('POST', '/auth/totp/confirm', {
    headers: user.headers,
    body: { code: currentTotpCode(secret) },
  });
  expect(confirm.status).toBe(200);
  nextStep();
  return { user, secret, recoveryCodes: confirm.body.data.recoveryCodes as string[] };
}

async function challengeOf(user: TestUser): Promise<string> {
  const answer = await login(user);
  expect(answer.status).toBe(200);
  return answer.body.data.challenge;
}

describe('setting up two-step sign-in', () => {
  it('answers a new secret and its otpauth URL, and is off until a code is typed back', async () => {
    startClock();
    const user = await createTestUser(t.app, t.db);
    const setup = await call('POST', '/auth/totp/setup', { headers: user.headers });
    expect(setup.status).toBe(200);
    expect(setup.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.body.data.otpauthUrl).toContain(`secret=${setup.body.data.secret}`);
    expect((await call('GET', '/auth/totp', { headers: user.headers })).body.data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      requiredForBackOffice: false,
    });
    // Not yet on: the password alone still signs in.
    expect((await login(user)).body.data.token).toEqual(expect.any(String));

    const wrong = await call('POST', '/auth/totp/confirm', {
      headers: user.headers,
      body: { code: '000000' === currentTotpCode(setup.body.data.secret) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, message: WRONG_SECOND_FACTOR_MESSAGE });

    const confirm = await call('POST', '/auth/totp/confirm', {
      headers: user.headers,
      body: { code: currentTotpCode(setup.body.data.secret) },
    });
    expect(confirm.status).toBe(200);
    const codes: string[] = confirm.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await call('GET', '/auth/totp', { headers: user.headers })).body.data).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      requiredForBackOffice: false,
    });

    const again = await call('POST', '/auth/totp/setup', { headers: user.headers });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TOTP_ALREADY_ON_MESSAGE);
  });

  it('refuses set-up without a session, and a code that is not 6 digits', async () => {
    expect((await call('POST', '/auth/totp/setup')).status).toBe(401);
    const user = await createTestUser(t.app, t.db);
    const bad = await call('POST', '/auth/totp/confirm', {
      headers: user.headers,
      body: { code: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });
});

describe('signing in with a second factor', () => {
  it('answers a challenge and no token, then the token for the right code', async () => {
    startClock();
    const { user, secret } = await enrolledUser();
    const answer = await login(user);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      secondFactorRequired: true,
      challenge: expect.any(String),
      methods: ['totp', 'recovery_code'],
    });

    const done = await secondFactor(answer.body.data.challenge, currentTotpCode(secret));
    expect(done.status).toBe(200);
    expect(done.body.data.user._id).toBe(user.id);
    const me = await call('GET', '/auth/totp', {
      headers: { authorization: `Bearer ${done.body.data.token}` },
    });
    expect(me.status).toBe(200);

    // The challenge worked once.
    nextStep();
    const reused = await secondFactor(answer.body.data.challenge, currentTotpCode(secret));
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(SIGN_IN_CHALLENGE_EXPIRED_MESSAGE);
  });

  it('refuses a wrong code, and the same code replayed within its step', async () => {
    startClock();
    const { user, secret } = await enrolledUser();
    const challenge = await challengeOf(user);
    const code = currentTotpCode(secret);
    const wrong = await secondFactor(challenge, code === '123456' ? '654321' : '123456');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false, message: WRONG_SECOND_FACTOR_MESSAGE });
    expect((await secondFactor(challenge, code)).status).toBe(200);

    const replay = await secondFactor(await challengeOf(user), code);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(WRONG_SECOND_FACTOR_MESSAGE);
  });

  it('takes a recovery code once, typed in any case', async () => {
    startClock();
    const { user, recoveryCodes } = await enrolledUser();
    const [code = ''] = recoveryCodes;
    const first = await secondFactor(await challengeOf(user), ` ${code.toUpperCase()} `);
    expect(first.status).toBe(200);
    expect(first.body.data.token).toEqual(expect.any(String));

    const second = await secondFactor(await challengeOf(user), code);
    expect(second.status).toBe(401);
    expect(second.body.message).toBe(WRONG_SECOND_FACTOR_MESSAGE);
    const status = await call('GET', '/auth/totp', { headers: user.headers });
    expect(status.body.data.recoveryCodesLeft).toBe(9);
  });

  it('locks the account after ten wrong codes, even for the right one', async () => {
    startClock();
    const { user, secret } = await enrolledUser();
    const challenge = await challengeOf(user);
    const statuses: number[] = [];
    for (let guess = 0; guess < 11; guess += 1) {
      const code = String(100000 + guess);
      statuses.push((await secondFactor(challenge, code)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const locked = await secondFactor(challenge, currentTotpCode(secret));
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
  });

  it('lets a challenge expire after five minutes', async () => {
    startClock();
    const { user, secret } = await enrolledUser();
    const challenge = await challengeOf(user);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    const late = await secondFactor(challenge, currentTotpCode(secret));
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(SIGN_IN_CHALLENGE_EXPIRED_MESSAGE);
  });

  it('refuses a made-up challenge', async () => {
    const answer = await secondFactor('not-a-challenge', '123456');
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });
});
