import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users, verificationCodes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { apiCaller, lastCodeSentTo, otherCode, uniqueEmail } from './auth-test-helpers.ts';
import {
  DAILY_CODE_LIMIT,
  DEAD_CODE_MESSAGE,
  RESEND_TOO_SOON_MESSAGE,
  TOO_MANY_CODES_MESSAGE,
  WRONG_CODE_MESSAGE,
} from './verification-codes.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const sendCode = (user: TestUser, body?: object) =>
  call('POST', '/auth/send-verification-code', { headers: user.headers, body });
const verify = (user: TestUser, kind: 'email' | 'phone', code: string) =>
  call('POST', `/auth/verify-${kind}`, { headers: user.headers, body: { code } });

async function userWithPhone(): Promise<TestUser & { phone: string }> {
  const user = await createTestUser(t.app, t.db);
  const phone = `+1713555${Math.floor(1000 + Math.random() * 8999)}`;
  await t.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, user.id));
  return { ...user, phone };
}

describe('e-mail verification', () => {
  it('sends a code with an empty body, then verifies the e-mail with it', async () => {
    const user = await createTestUser(t.app, t.db);
    const sent = await sendCode(user);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ message: 'Verification code sent successfully!' });
    const code = await lastCodeSentTo(t.db, user.email);
    const [stored] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, user.id));
    expect(stored?.codeHash).not.toContain(code);

    const verified = await verify(user, 'email', code);
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({ _id: user.id, isEmailVerified: true });
    // Single use.
    expect((await verify(user, 'email', code)).status).toBe(400);
    // Already verified: nothing more to send.
    expect((await sendCode(user)).body.message).toBe('Your e-mail address is already verified.');
  });

  it('needs a token', async () => {
    expect((await call('POST', '/auth/send-verification-code')).status).toBe(401);
    expect((await call('POST', '/auth/verify-email', { body: { code: '123456' } })).status).toBe(
      401,
    );
  });

  it('allows one code a minute per user', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-02-01T09:00:00Z') });
    const user = await createTestUser(t.app, t.db);
    expect((await sendCode(user)).status).toBe(200);
    const again = await sendCode(user);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(RESEND_TOO_SOON_MESSAGE);
    vi.setSystemTime(new Date('2030-02-01T09:01:01Z'));
    expect((await sendCode(user)).status).toBe(200);
  });

  it('sends at most ten codes a day to one account, however patient the asker', async () => {
    const start = Date.parse('2030-02-05T09:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(start) });
    const user = await createTestUser(t.app, t.db);
    for (let minute = 0; minute < DAILY_CODE_LIMIT; minute += 1) {
      vi.setSystemTime(new Date(start + minute * 61_000));
      expect((await sendCode(user)).status).toBe(200);
    }
    vi.setSystemTime(new Date(start + 20 * 60_000));
    const eleventh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/send-verification-code',
      headers: user.headers,
    });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(TOO_MANY_CODES_MESSAGE);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // A day after the first, one more may go.
    vi.setSystemTime(new Date(start + 86_400_000 + 1_000));
    expect((await sendCode(user)).status).toBe(200);
  });

  it('hardening 1: right after sign-up, asking again says when the next code can go out', async () => {
    const email = uniqueEmail();
    const password = 'blue heron at dawn';
    const signUp = await call('POST', '/auth/register', {
      body: { name: 'Rene', email, password },
    });
    expect(signUp.status).toBe(201);
    const login = await call('POST', '/auth/login', { body: { credential: email, password } });
    const headers = { authorization: `Bearer ${login.body.data.token}` };
    const signUpCode = await lastCodeSentTo(t.db, email);
    const tooSoon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/send-verification-code',
      headers,
    });
    expect(tooSoon.statusCode, tooSoon.body).toBe(429);
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(tooSoon.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // The code sent at sign-up still works.
    const verified = await call('POST', '/auth/verify-email', {
      headers,
      body: { code: signUpCode },
    });
    expect(verified.body.data.user.isEmailVerified).toBe(true);
  });

  it('refuses a code after 10 minutes and an older code once a new one was sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-01T09:00:00Z') });
    const user = await createTestUser(t.app, t.db);
    await sendCode(user);
    const first = await lastCodeSentTo(t.db, user.email);
    vi.setSystemTime(new Date('2030-03-01T09:10:01Z'));
    expect((await verify(user, 'email', first)).body.message).toBe(DEAD_CODE_MESSAGE);

    await sendCode(user);
    const second = await lastCodeSentTo(t.db, user.email);
    vi.setSystemTime(new Date('2030-03-01T09:12:00Z'));
    await sendCode(user);
    const third = await lastCodeSentTo(t.db, user.email);
    if (second !== third) expect((await verify(user, 'email', second)).status).toBe(400);
    expect((await verify(user, 'email', third)).status).toBe(200);
  });

  it("does not accept one user's code for another user", async () => {
    const alice = await createTestUser(t.app, t.db);
    const bob = await createTestUser(t.app, t.db);
    await sendCode(alice);
    await sendCode(bob);
    const aliceCode = await lastCodeSentTo(t.db, alice.email);
    const bobCode = await lastCodeSentTo(t.db, bob.email);
    if (aliceCode !== bobCode) expect((await verify(bob, 'email', aliceCode)).status).toBe(400);
    expect((await verify(bob, 'email', bobCode)).status).toBe(200);
  });

  it('refuses the right code after 5 wrong tries', async () => {
    const user = await createTestUser(t.app, t.db);
    await sendCode(user);
    const code = await lastCodeSentTo(t.db, user.email);
    const messages: string[] = [];
    for (let i = 1; i <= 5; i += 1)
      messages.push((await verify(user, 'email', otherCode(code, i))).body.message);
    expect(messages.slice(0, 4)).toEqual(Array(4).fill(WRONG_CODE_MESSAGE));
    expect(messages[4]).toBe(DEAD_CODE_MESSAGE);
    const right = await verify(user, 'email', code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(DEAD_CODE_MESSAGE);
  });

  it('lets 1,000 scripted guesses at a code never succeed', { timeout: 120_000 }, async () => {
    const user = await createTestUser(t.app, t.db);
    await sendCode(user);
    const code = await lastCodeSentTo(t.db, user.email);
    const statuses = new Map<number, number>();
    for (let guess = 1; guess <= 1000; guess += 1) {
      const { status } = await verify(user, 'email', otherCode(code, guess));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses.get(200)).toBeUndefined();
    expect(statuses.get(400)).toBe(10);
    expect(statuses.get(429)).toBe(990);
    const right = await verify(user, 'email', code);
    expect(right.status).not.toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isEmailVerified).toBe(false);
  });
});

describe('phone verification', () => {
  it('texts the code when asked for type phone, and verifies the phone', async () => {
    const user = await userWithPhone();
    expect((await sendCode(user, { type: 'phone' })).status).toBe(200);
    const code = await lastCodeSentTo(t.db, user.phone);
    // An e-mail verification cannot use the phone's code.
    expect((await verify(user, 'email', code)).status).toBe(400);
    const verified = await verify(user, 'phone', code);
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({
      isPhoneVerified: true,
      isEmailVerified: false,
    });
  });

  it('says when the account has no phone number', async () => {
    const user = await createTestUser(t.app, t.db);
    const { status, body } = await sendCode(user, { type: 'phone' });
    expect(status).toBe(400);
    expect(body.message).toBe('Your account has no phone number.');
  });

  it('validates the code format', async () => {
    const user = await createTestUser(t.app, t.db);
    const { status, body } = await verify(user, 'phone', '12ab');
    expect(status).toBe(400);
    expect(body.message).toContain('Please enter a valid 6-digit code.');
  });
});
