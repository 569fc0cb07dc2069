import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createTestUser(t.app, t.db, { name: 'Alice' });
  bob = await createTestUser(t.app, t.db, { name: 'Bob' });
});
afterAll(() => t.close());

const me = (user: TestUser | null, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  t.app.inject({
    method,
    url: '/api/v1/users/me',
    headers: user?.headers ?? {},
    ...(payload ? { payload } : {}),
  });

const address = { street: '1 Spring Rd', city: 'Cypress', state: 'TX', zip: '77429' };

describe('GET /users/me', () => {
  it("returns the caller's own account and never a secret", async () => {
    const response = await me(alice);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      _id: alice.id,
      name: 'Alice',
      email: alice.email,
      phoneNumber: null,
      imageUrl: null,
      role: 'user',
      staffRole: null,
      isEmailVerified: false,
      isPhoneVerified: false,
      address: { street: null, city: null, state: null, zip: null },
    });
    expect(response.body).not.toMatch(/argon2|passwordHash|tokenVersion|googleSub/);
  });

  it("says a staff account's role is admin, and its staff role beside it", async () => {
    const packer = await createTestUser(t.app, t.db, { staffRole: 'fulfilment' });
    const { data } = (await me(packer)).json();
    expect(data).toMatchObject({ role: 'admin', staffRole: 'fulfilment' });
  });

  it('needs a valid token', async () => {
    expect((await me(null)).statusCode).toBe(401);
    const tampered = { ...alice, headers: { authorization: `${alice.headers.authorization}x` } };
    expect((await me(tampered)).statusCode).toBe(401);
  });
});

describe('PUT /users/me', () => {
  it('saves the shipping address and the name', async () => {
    const response = await me(alice, 'PUT', { address, name: ' Alice A. ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Alice A.', address });
    expect((await me(alice)).json().data.address).toEqual(address);
  });

  it('ignores role, verification flags, id and e-mail in the body', async () => {
    const response = await me(bob, 'PUT', {
      role: 'admin',
      isEmailVerified: true,
      _id: alice.id,
      email: 'taken@example.com',
      passwordHash: 'x',
      name: 'Bob B.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: bob.id,
      role: 'user',
      isEmailVerified: false,
      email: bob.email,
      name: 'Bob B.',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, bob.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("changes only the caller's own profile: Bob cannot reach Alice's", async () => {
    await me(bob, 'PUT', { address: { ...address, street: 'Bob street 9' } });
    expect((await me(alice)).json().data.address.street).toBe('1 Spring Rd');
    expect((await me(bob)).json().data.address.street).toBe('Bob street 9');
    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${alice.id}`,
      headers: bob.headers,
    });
    expect(byId.statusCode).toBe(404);
  });

  it('requires every address field, with the spec message', async () => {
    const response = await me(alice, 'PUT', { address: { ...address, zip: ' ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Please fill in all required fields.');
  });

  it('accepts an empty body as no change', async () => {
    const response = await me(alice, 'PUT', {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data.address).toEqual(address);
  });

  it('needs a token', async () => {
    expect((await me(null, 'PUT', { name: 'X' })).statusCode).toBe(401);
  });
});
