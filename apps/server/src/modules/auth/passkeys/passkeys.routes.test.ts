import {
  PASSKEY_ALREADY_ADDED_MESSAGE,
  PASSKEY_EXPIRED_MESSAGE,
  PASSKEY_NOT_ACCEPTED_MESSAGE,
  PASSKEY_NOT_FOUND_MESSAGE,
} from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasskey } from '../../../test/software-authenticator.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';
import { passkeyClient } from './passkeys-test-helpers.ts';

let t: TestApp;
let client: ReturnType<typeof passkeyClient>;

beforeAll(async () => {
  t = await createTestApp();
  client = passkeyClient(t);
});
afterAll(() => t.close());

describe('adding a passkey', () => {
  it('verifies the new passkey, lists it by name with no key material, and removes it', async () => {
    const user = await createTestUser(t.app, t.db);
    const options = await client.registrationOptions(user);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'ClearSpring' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });

    const { added } = await client.addPasskey(user, 'Kitchen iPad');
    expect(added.status).toBe(201);
    expect(added.body.data).toEqual({
      _id: expect.any(String),
      name: 'Kitchen iPad',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });

    const list = await client.call('GET', '/auth/passkeys', { headers: user.headers });
    expect(list.status).toBe(200);
    expect(list.body.data.passkeys).toEqual([added.body.data]);

    const removed = await client.remove(user, added.body.data._id);
    expect(removed.status).toBe(200);
    expect(removed.body.data.passkeys).toEqual([]);
  });

  it('refuses an answer to options that were already used, or made for another account', async () => {
    const user = await createTestUser(t.app, t.db);
    const other = await createTestUser(t.app, t.db);
    const options = await client.registrationOptions(user);
    const first = createPasskey(options);
    expect(
      (
        await client.call('POST', '/auth/passkeys', {
          headers: user.headers,
          body: { name: 'A', response: first.response },
        })
      ).status,
    ).toBe(201);

    const replayed = await client.call('POST', '/auth/passkeys', {
      headers: user.headers,
      body: { name: 'B', response: createPasskey(options).response },
    });
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({ success: false, message: PASSKEY_EXPIRED_MESSAGE });

    const othersOptions = await client.registrationOptions(other);
    const stolen = await client.call('POST', '/auth/passkeys', {
      headers: user.headers,
      body: { name: 'C', response: createPasskey(othersOptions).response },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(PASSKEY_EXPIRED_MESSAGE);
  });

  it('refuses a passkey made for another site, and one already added', async () => {
    const user = await createTestUser(t.app, t.db);
    const elsewhere = createPasskey(await client.registrationOptions(user), 'https://evil.example');
    const phished = await client.call('POST', '/auth/passkeys', {
      headers: user.headers,
      body: { name: 'Phone', response: elsewhere.response },
    });
    expect(phished.status).toBe(400);
    expect(phished.body.message).toBe(PASSKEY_NOT_ACCEPTED_MESSAGE);

    const { passkey } = await client.addPasskey(user);
    const other = await createTestUser(t.app, t.db);
    const again = createPasskey(await client.registrationOptions(other), undefined, passkey);
    const twice = await client.call('POST', '/auth/passkeys', {
      headers: other.headers,
      body: { name: 'Two', response: again.response },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(PASSKEY_ALREADY_ADDED_MESSAGE);
  });

  it('asks for a name, a sign-in, and answers 404 for another account’s passkey', async () => {
    const user = await createTestUser(t.app, t.db);
    const other = await createTestUser(t.app, t.db);
    const { added } = await client.addPasskey(other);

    const unnamed = createPasskey(await client.registrationOptions(user));
    const noName = await client.call('POST', '/auth/passkeys', {
      headers: user.headers,
      body: { name: '  ', response: unnamed.response },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('Give the passkey a name.');

    expect((await client.call('POST', '/auth/passkeys/options')).status).toBe(401);
    expect((await client.call('GET', '/auth/passkeys')).status).toBe(401);

    const removed = await client.remove(user, added.body.data._id);
    expect(removed.status).toBe(404);
    expect(removed.body.message).toBe(PASSKEY_NOT_FOUND_MESSAGE);
    const stillThere = await client.call('GET', '/auth/passkeys', { headers: other.headers });
    expect(stillThere.body.data.passkeys).toHaveLength(1);
  });
});
