import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoogleIdentity } from '../../adapters/index.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { apiCaller, uniqueEmail } from './auth-test-helpers.ts';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
/** ID token -> identity; anything else is an invalid token. No network. */
const identities = new Map<string, GoogleIdentity>();

beforeAll(async () => {
  t = await createTestApp({ config: { googleClientId: CLIENT_ID } });
  t.app.adapters.google = { verify: async (token) => identities.get(token) ?? null };
  call = apiCaller(t);
});
afterAll(() => t.close());

function googleToken(identity: Partial<GoogleIdentity> & { sub: string }): string {
  const token = `id-token-${identity.sub}`;
  identities.set(token, {
    email: null,
    emailVerified: false,
    name: null,
    picture: null,
    ...identity,
  });
  return token;
}

const signIn = (token: string) => call('POST', '/auth/google', { body: { token } });

describe('POST /auth/google', () => {
  it('publishes the client id for the web button', async () => {
    expect((await call('GET', '/auth/config')).body.data).toEqual({ googleClientId: CLIENT_ID });
  });

  it('creates a verified account for a new Google user and signs them in', async () => {
    const email = uniqueEmail();
    const { status, body } = await signIn(
      googleToken({ sub: 'g-new', email, emailVerified: true, name: 'Gia Google' }),
    );
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ email, name: 'Gia Google', isEmailVerified: true });
    const me = await call('GET', '/users/me', {
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(me.body.data.email).toBe(email);
    // The second sign-in finds the same account by its Google subject.
    const again = await signIn(googleToken({ sub: 'g-new', email: uniqueEmail() }));
    expect(again.body.data.user._id).toBe(body.data.user._id);
  });

  it('links an existing account with the same verified e-mail', async () => {
    const existing = await createTestUser(t.app, t.db);
    const { status, body } = await signIn(
      googleToken({ sub: 'g-link', email: existing.email, emailVerified: true }),
    );
    expect(status).toBe(200);
    expect(body.data.user._id).toBe(existing.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ googleSub: 'g-link', isEmailVerified: true });
  });

  it('drops the password and sessions of an account that never proved the e-mail it links', async () => {
    // Someone signed up with the address first (never opening its code), then its owner used Google.
    const email = uniqueEmail();
    const password = 'squatter horse battery 1';
    const squatter = await call('POST', '/auth/register', {
      body: { name: 'Squatter', email, password },
    });
    expect(squatter.status).toBe(201);
    const owner = await signIn(googleToken({ sub: 'g-owner', email, emailVerified: true }));
    expect(owner.status).toBe(200);
    expect(owner.body.data.user._id).toBe(squatter.body.data.user._id);
    const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    expect((await call('GET', '/users/me', bearer(squatter.body.data.token))).status).toBe(401);
    const login = await call('POST', '/auth/login', { body: { credential: email, password } });
    expect(login.status).toBe(401);
    expect((await call('GET', '/users/me', bearer(owner.body.data.token))).status).toBe(200);
  });

  it('refuses an unverified Google e-mail instead of taking over an account', async () => {
    const existing = await createTestUser(t.app, t.db);
    const { status, body } = await signIn(
      googleToken({ sub: 'g-unverified', email: existing.email, emailVerified: false }),
    );
    expect(status).toBe(400);
    expect(body.message).toMatch(/no verified e-mail/);
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.googleSub).toBeNull();
  });

  it('answers an invalid or expired Google token with 401', async () => {
    const { status, body } = await signIn('forged-token');
    expect(status).toBe(401);
    expect(body.message).toMatch(/^Google sign-in failed/);
  });

  it('asks for the token', async () => {
    expect((await call('POST', '/auth/google', { body: {} })).status).toBe(400);
  });

  it('cannot sign in with a password on a Google-only account', async () => {
    const email = uniqueEmail();
    await signIn(googleToken({ sub: 'g-only', email, emailVerified: true }));
    const login = await call('POST', '/auth/login', {
      body: { credential: email, password: 'any password at all' },
    });
    expect(login.status).toBe(401);
  });
});
