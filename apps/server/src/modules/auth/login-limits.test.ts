import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './account-limiter.ts';
import { apiCaller } from './auth-test-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let victim: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  victim = await createTestUser(t.app, t.db, { password: 'the real password 42' });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

// Every request below comes from a different IP, so only the per-account limit can stop them.
const login = (credential: string, password: string) =>
  call('POST', '/auth/login', { body: { credential, password } });

describe('per-account sign-in limit', () => {
  it('lets 1,000 scripted password guesses from 1,000 IPs never succeed', {
    timeout: 120_000,
  }, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T12:00:00Z') });
    const statuses = new Map<number, number>();
    for (let guess = 0; guess < 1000; guess += 1) {
      const { status } = await login(victim.email, `guess number ${guess}`);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses.get(200)).toBeUndefined();
    expect(statuses.get(401)).toBe(10);
    expect(statuses.get(429)).toBe(990);

    // While locked even the right password is refused, with the readable message.
    const locked = await login(victim.email, victim.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe('Too many attempts. Please try again in 15 minutes.');

    // After the window, the owner signs in.
    vi.setSystemTime(new Date('2030-01-01T12:16:00Z'));
    const later = await login(victim.email.toUpperCase(), victim.password);
    expect(later.status).toBe(200);
    expect(later.body.data.user._id).toBe(victim.id);
  });

  it('locks an unknown account the same way, so the lock reveals nothing', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 11; guess += 1) {
      statuses.push((await login('nobody-here@example.com', `guess ${guess}`)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('starts the count again after a successful sign-in', async () => {
    const user = await createTestUser(t.app, t.db, { password: 'another real password' });
    for (let guess = 0; guess < 9; guess += 1) await login(user.email, `wrong ${guess}`);
    expect((await login(user.email, user.password)).status).toBe(200);
    for (let guess = 0; guess < 9; guess += 1) await login(user.email, `wrong again ${guess}`);
    expect((await login(user.email, user.password)).status).toBe(200);
  });
});
