import { SESSION_NOT_FOUND_MESSAGE } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { SESSION_EXPIRED } from '../../plugins/auth.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import {
  ageSessions,
  bearerCaller,
  IPHONE_SAFARI,
  signInFrom,
  WINDOWS_CHROME,
} from './sessions-test-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof bearerCaller>;
beforeAll(async () => {
  t = await createTestApp();
  call = bearerCaller(t);
}, 180_000);
afterAll(() => t.close());

const phone = { ip: '203.0.113.10', userAgent: IPHONE_SAFARI };
const laptop = { ip: '198.51.100.20', userAgent: WINDOWS_CHROME };

/** An account signed in on a phone and a laptop (createTestUser's own session aside). */
async function twoDevices(options: { staffRole?: 'owner' | 'fulfilment' } = {}) {
  const user = await createTestUser(t.app, t.db, options);
  const onPhone = await signInFrom(t, user.email, user.password, phone);
  const onLaptop = await signInFrom(t, user.email, user.password, laptop);
  return { user, onPhone, onLaptop };
}

const expectEnded = async (token: string) => {
  const refused = await call('GET', '/users/me', token);
  expect(refused.status).toBe(401);
  expect(refused.body).toEqual({ success: false, message: SESSION_EXPIRED, code: 'UNAUTHORIZED' });
};

describe('GET /auth/sessions', () => {
  it('lists each signed-in device with its browser, IP and last activity, marking this one', async () => {
    const { onPhone } = await twoDevices();
    const answer = await call('GET', '/auth/sessions', onPhone);
    expect(answer.status).toBe(200);
    const list = answer.body.data.sessions;
    expect(list).toHaveLength(3);
    const current = list.filter((session: { current: boolean }) => session.current);
    expect(current).toEqual([
      expect.objectContaining({ device: 'iPhone', browser: 'Safari 17', ip: phone.ip }),
    ]);
    expect(list).toContainEqual(
      expect.objectContaining({
        device: 'Windows computer',
        browser: 'Chrome 124',
        ip: laptop.ip,
        current: false,
      }),
    );
    for (const session of list) expect(Date.parse(session.lastActiveAt)).not.toBeNaN();
  });

  it('needs a signed-in account', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('ending sessions', () => {
  it('ends one device: its next request answers 401 in the envelope, the others go on', async () => {
    const { user, onPhone, onLaptop } = await twoDevices();
    const list = (await call('GET', '/auth/sessions', onLaptop)).body.data.sessions;
    const phoneSession = list.find((session: { ip: string }) => session.ip === phone.ip);

    const ended = await call('DELETE', `/auth/sessions/${phoneSession._id}`, onLaptop);
    expect(ended).toMatchObject({ status: 200, body: { success: true, data: { ended: 1 } } });
    await expectEnded(onPhone);
    expect((await call('GET', '/users/me', onLaptop)).status).toBe(200);
    expect((await call('GET', '/users/me', user.headers.authorization.slice(7))).status).toBe(200);
  });

  it("answers 404 for another account's session, which keeps working", async () => {
    const { onLaptop } = await twoDevices();
    const stranger = await twoDevices();
    const theirs = (await call('GET', '/auth/sessions', stranger.onPhone)).body.data.sessions[0];
    const refused = await call('DELETE', `/auth/sessions/${theirs._id}`, onLaptop);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(SESSION_NOT_FOUND_MESSAGE);
    expect((await call('GET', '/users/me', stranger.onPhone)).status).toBe(200);
  });

  it('signs out everywhere else: every other session ends, this one stays', async () => {
    const { user, onPhone, onLaptop } = await twoDevices();
    const ended = await call('DELETE', '/auth/sessions', onLaptop);
    expect(ended.body).toEqual({ success: true, data: { ended: 2 } });
    await expectEnded(onPhone);
    await expectEnded(user.headers.authorization.slice(7));
    const left = (await call('GET', '/auth/sessions', onLaptop)).body.data.sessions;
    expect(left).toEqual([expect.objectContaining({ ip: laptop.ip, current: true })]);
  });
});

describe("the owner ends a member's sessions", () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await createTestUser(t.app, t.db, { staffRole: 'owner' });
  });

  it('ends every session of the packer, whose next request is refused', async () => {
    const packer = await twoDevices({ staffRole: 'fulfilment' });
    const ended = await call(
      'DELETE',
      `/admin/staff/${packer.user.id}/sessions`,
      owner.headers.authorization.slice(7),
    );
    expect(ended.body).toEqual({ success: true, data: { ended: 3 } });
    await expectEnded(packer.onPhone);
    await expectEnded(packer.onLaptop);
  });

  it("is the owner's alone (403 for a packer) and 404 for a customer", async () => {
    const packer = await twoDevices({ staffRole: 'fulfilment' });
    const refused = await call('DELETE', `/admin/staff/${owner.id}/sessions`, packer.onPhone);
    expect(refused.status).toBe(403);
    const customer = await createTestUser(t.app, t.db);
    const notStaff = await call(
      'DELETE',
      `/admin/staff/${customer.id}/sessions`,
      owner.headers.authorization.slice(7),
    );
    expect(notStaff.status).toBe(404);
    expect((await call('GET', '/users/me', customer.headers.authorization.slice(7))).status).toBe(
      200,
    );
  });
});

describe('idle sessions', () => {
  it('ends a staff session idle for more than 12 hours, and keeps a customer one', async () => {
    const staff = await twoDevices({ staffRole: 'fulfilment' });
    const customer = await twoDevices();
    await ageSessions(t, staff.user.id, { lastSeenMinutes: 12 * 60 + 1 });
    await ageSessions(t, customer.user.id, { lastSeenMinutes: 12 * 60 + 1 });

    await expectEnded(staff.onPhone);
    expect((await call('GET', '/users/me', customer.onPhone)).status).toBe(200);
  });

  it('keeps a staff session that acted within 12 hours', async () => {
    const staff = await twoDevices({ staffRole: 'fulfilment' });
    await ageSessions(t, staff.user.id, { lastSeenMinutes: 11 * 60 });
    expect((await call('GET', '/users/me', staff.onPhone)).status).toBe(200);
  });

  it('records activity at most once a minute', async () => {
    const { user, onPhone } = await twoDevices();
    await ageSessions(t, user.id, { lastSeenMinutes: 5 });
    await call('GET', '/users/me', onPhone);
    const lastSeen = async () =>
      (await t.db.select().from(sessions).where(eq(sessions.userId, user.id)))
        .map((row) => row.lastSeenAt.getTime())
        .sort((a, b) => b - a)[0] ?? 0;
    const moved = await lastSeen();
    expect(Date.now() - moved).toBeLessThan(60_000);
    await call('GET', '/users/me', onPhone);
    expect(await lastSeen()).toBe(moved);
  });
});
