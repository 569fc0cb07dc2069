import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiCaller, lastCodeSentTo, uniqueEmail } from './auth-test-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const password = 'blue heron at dawn';

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
});
afterAll(() => t.close());

describe('POST /auth/register', () => {
  it('creates an account with an e-mail, ignores role and flags, and sends a code', async () => {
    const email = uniqueEmail();
    const { status, body } = await call('POST', '/auth/register', {
      body: {
        name: 'Dana',
        email: email.toUpperCase(),
        password,
        role: 'admin',
        isEmailVerified: true,
      },
    });
    expect(status).toBe(201);
    expect(body.data.user).toMatchObject({
      name: 'Dana',
      email,
      role: 'user',
      isEmailVerified: false,
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain('argon2');
    expect(await lastCodeSentTo(t.db, email)).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('hardening 30.19: signs the new customer in, with a token as a login gives', async () => {
    const email = uniqueEmail();
    const { status, body } = await call('POST', '/auth/register', {
      body: { name: 'Noor', email, password },
    });
    expect(status).toBe(201);
    expect(body.data.token).toEqual(expect.any(String));
    const me = await call('GET', '/users/me', {
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ name: 'Noor', email });
  });

  it('creates an account with a phone number and texts the code', async () => {
    const { status, body } = await call('POST', '/auth/register', {
      body: { name: 'Pat', phoneNumber: '+1 (713) 555-0142', password },
    });
    expect(status).toBe(201);
    expect(body.data.user).toMatchObject({ phoneNumber: '+17135550142', email: null });
    const [sms] = await t.db.select().from(outbox).where(eq(outbox.to, '+17135550142'));
    expect(sms).toMatchObject({ channel: 'sms', subject: null, status: 'sent' });
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const email = uniqueEmail();
    expect(
      (await call('POST', '/auth/register', { body: { name: 'A', email, password } })).status,
    ).toBe(201);
    const again = await call('POST', '/auth/register', {
      body: { name: 'B', email: email.toUpperCase(), password },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this e-mail or phone number already exists.');
  });

  it.each([
    ['a common password', 'Password123', 'This password is too common. Please choose another.'],
    ['a short password', 'abc12', 'Password must be at least 8 characters.'],
    ['a password over 256 characters', 'x'.repeat(257), 'Password must be at most 256 characters.'],
  ])('refuses %s with a clear message', async (_label, badPassword, message) => {
    const { status, body } = await call('POST', '/auth/register', {
      body: { name: 'C', email: uniqueEmail(), password: badPassword },
    });
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('refuses a body without a valid e-mail or phone', async () => {
    const { status } = await call('POST', '/auth/register', {
      body: { name: 'D', email: 'not-an-address', password },
    });
    expect(status).toBe(400);
  });
});

describe('POST /auth/login', () => {
  const email = uniqueEmail();
  beforeAll(async () => {
    await call('POST', '/auth/register', { body: { name: 'Lee', email, password } });
  });

  it('returns a token and the user; the token opens /users/me', async () => {
    const { status, body } = await call('POST', '/auth/login', {
      body: { credential: ` ${email.toUpperCase()} `, password },
    });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ email, name: 'Lee' });
    const me = await call('GET', '/users/me', {
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(me.body.data.email).toBe(email);
  });

  it('answers an unknown account and a wrong password with the same 401', async () => {
    const wrong = await call('POST', '/auth/login', {
      body: { credential: email, password: 'nope nope' },
    });
    const unknown = await call('POST', '/auth/login', {
      body: { credential: uniqueEmail(), password },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe('Invalid e-mail/phone or password.');
  });

  it('asks for both fields', async () => {
    const { status, body } = await call('POST', '/auth/login', { body: { credential: email } });
    expect(status).toBe(400);
    expect(body.message).toContain('Please fill in all required fields.');
  });

  it('limits sign-in attempts per client IP', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const credential = `nobody-${i}@example.com`;
      statuses.push(
        (await call('POST', '/auth/login', { body: { credential, password }, ip })).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    const limited = await call('POST', '/auth/login', {
      body: { credential: email, password },
      ip,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many requests/);
  });
});

describe('GET /auth/config', () => {
  it('says Google sign-in is off when GOOGLE_CLIENT_ID is unset', async () => {
    const { status, body } = await call('GET', '/auth/config');
    expect(status).toBe(200);
    expect(body.data).toEqual({ googleClientId: null });
  });

  it('answers POST /auth/google with 404 when it is not configured', async () => {
    const { status, body } = await call('POST', '/auth/google', { body: { token: 'x' } });
    expect(status).toBe(404);
    expect(body.message).toBe('Google sign-in is not configured.');
  });
});
