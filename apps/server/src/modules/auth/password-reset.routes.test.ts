import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { apiCaller, lastCodeSentTo, otherCode, uniqueEmail } from './auth-test-helpers.ts';
import { RESET_CODE_REFUSED_MESSAGE } from './password-reset.service.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const NEW_PASSWORD = 'a brand new kettle song';

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
});
afterAll(() => t.close());

const forgot = (credential: string) =>
  call('POST', '/auth/forgot-password', { body: { credential } });
const reset = (credential: string, code: string, password = NEW_PASSWORD) =>
  call('POST', '/auth/reset-password', { body: { credential, code, password } });

describe('password reset', () => {
  it('answers the same for known and unknown accounts, and sends a code only to the known', async () => {
    const user = await createTestUser(t.app, t.db);
    const stranger = uniqueEmail();
    const known = await forgot(user.email);
    const unknown = await forgot(stranger);
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.body.data.message).toBe('If an account exists, we sent a reset code.');
    expect(await lastCodeSentTo(t.db, user.email)).toMatch(/^\d{6}$/);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, stranger))).toEqual([]);
    // Asking again at once is answered the same way (no 429 that would reveal the account).
    expect(await forgot(user.email)).toEqual(known);
  });

  it('sets the new password, revokes old tokens and uses the code up', async () => {
    const user = await createTestUser(t.app, t.db);
    await forgot(user.email.toUpperCase());
    const code = await lastCodeSentTo(t.db, user.email);

    const done = await reset(user.email, code);
    expect(done.status).toBe(200);
    expect((await call('GET', '/users/me', { headers: user.headers })).status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.tokenVersion).toBe(1);
    expect(row?.isEmailVerified).toBe(true);

    const oldLogin = await call('POST', '/auth/login', {
      body: { credential: user.email, password: user.password },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call('POST', '/auth/login', {
      body: { credential: user.email, password: NEW_PASSWORD },
    });
    expect(newLogin.status).toBe(200);
    expect((await reset(user.email, code, 'yet another fine phrase')).body.message).toBe(
      RESET_CODE_REFUSED_MESSAGE,
    );
  });

  it('works with a phone number and an SMS', async () => {
    const user = await createTestUser(t.app, t.db);
    await t.db.update(users).set({ phoneNumber: '07700900123' }).where(eq(users.id, user.id));
    await forgot('0770 090 0123');
    const code = await lastCodeSentTo(t.db, '07700900123');
    expect((await reset('07700900123', code)).status).toBe(200);
  });

  it('refuses a common new password before spending the code', async () => {
    const user = await createTestUser(t.app, t.db);
    await forgot(user.email);
    const code = await lastCodeSentTo(t.db, user.email);
    const weak = await reset(user.email, code, 'iloveyou1');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('This password is too common. Please choose another.');
    expect((await reset(user.email, code)).status).toBe(200);
  });

  it('hardening 19: answers known and unknown accounts with the same body, status and time', async () => {
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
    type Timed = { answer: { status: number; body: unknown }; ms: number };
    const timed = async (send: () => Promise<{ status: number; body: unknown }>) => {
      const started = performance.now();
      const { status, body } = await send();
      return { answer: { status, body }, ms: performance.now() - started };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 9; round += 1) {
      const user = await createTestUser(t.app, t.db);
      const stranger = uniqueEmail();
      // Each pair alternates who goes first, so neither always follows the other's work.
      const pair = async (first: () => Promise<Timed>, second: () => Promise<Timed>) =>
        round % 2 ? [await first(), await second()] : [await second(), await first()].reverse();
      const b = await timed(() => forgot(stranger));
      const a = await timed(() => forgot(user.email));
      expect(b?.answer).toEqual(a?.answer);
      await lastCodeSentTo(t.db, user.email);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [c, d] = await pair(
        () => timed(() => reset(user.email, '000000')),
        () => timed(() => reset(stranger, '000000')),
      );
      expect(c?.answer).toEqual(d?.answer);
      expect(c?.answer).toMatchObject({
        status: 400,
        body: { message: RESET_CODE_REFUSED_MESSAGE },
      });
      known.push((a?.ms ?? 0) + (c?.ms ?? 0));
      unknown.push((b?.ms ?? 0) + (d?.ms ?? 0));
    }
    // The machine is shared and noisy: this catches a code sent before answering, not microseconds.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(10 + median(unknown) * 0.5);
  });

  it('lets 1,000 scripted guesses at a reset code never succeed', {
    timeout: 120_000,
  }, async () => {
    const user = await createTestUser(t.app, t.db);
    await forgot(user.email);
    const code = await lastCodeSentTo(t.db, user.email);
    let successes = 0;
    for (let guess = 1; guess <= 1000; guess += 1) {
      if ((await reset(user.email, otherCode(code, guess))).status === 200) successes += 1;
    }
    expect(successes).toBe(0);
    const right = await reset(user.email, code);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});
