import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, staffInvites } from '../../db/schema/index.ts';
import { createTestApp, setUpTestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { uniqueEmail } from '../auth/auth-test-helpers.ts';
import { matchPage } from '../pages/page-table.ts';

const t = setUpTestApp();
let owner: TestUser;

beforeAll(async () => {
  owner = await createTestUser(t.app, t.db, { staffRole: 'owner', name: 'Olive Owner' });
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function call(method: Method, url: string, as?: TestUser, body?: object) {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as?.headers,
    ...(body && { payload: body }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The link of the last invitation e-mailed to `to`, as the outbox holds it. */
async function inviteLinkSentTo(to: string) {
  const [row] = await t.db
    .select({ text: outbox.text, subject: outbox.subject })
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const link = row?.text.match(/(\S+\/staff\/invite\/(\S+))/);
  if (!row || !link?.[2]) throw new Error(`no invitation was sent to ${to}`);
  return { subject: row.subject, url: link[1] ?? '', token: link[2] };
}

async function invite(staffRole: string, email = uniqueEmail()) {
  const answer = await call('POST', '/admin/staff', owner, {
    email,
    name: 'Pat Packer',
    staffRole,
  });
  expect(answer.status).toBe(201);
  return { email, ...(await inviteLinkSentTo(email)) };
}

const accept = (token: string, body: object = { name: 'Pat Packer', password: 'packing-2026!' }) =>
  call('POST', `/auth/invites/${token}/accept`, undefined, body);

describe('staff invitations', () => {
  it('e-mails a one-time link to the web page, lists it, and the accepted member is signed in', async () => {
    const email = uniqueEmail();
    const answer = await call('POST', '/admin/staff', owner, {
      email: email.toUpperCase(),
      name: 'Pat Packer',
      staffRole: 'fulfilment',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ email, name: 'Pat Packer', staffRole: 'fulfilment' });
    const sent = await inviteLinkSentTo(email);
    expect(sent.url).toBe(`${t.config.publicUrl}/staff/invite/${sent.token}`);
    expect(sent.subject).toContain('back office');
    // The link opens the web app's acceptance page, not the not-found page.
    expect(matchPage(new URL(sent.url).pathname)).toMatchObject({ indexable: false });
    const [stored] = await t.db.select().from(staffInvites).where(eq(staffInvites.email, email));
    expect(stored?.tokenHash).not.toContain(sent.token);
    const hours = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const list = await call('GET', '/admin/staff', owner);
    expect(list.body.data.invites).toContainEqual(expect.objectContaining({ email }));

    const accepted = await accept(sent.token);
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.user).toMatchObject({
      email,
      name: 'Pat Packer',
      role: 'admin',
      staffRole: 'fulfilment',
    });
    const me = await call('GET', '/users/me', {
      headers: { authorization: `Bearer ${accepted.body.data.token}` },
    } as TestUser);
    expect(me.body.data).toMatchObject({ role: 'admin', staffRole: 'fulfilment' });
    const after = await call('GET', '/admin/staff', owner);
    expect(after.body.data.members).toContainEqual(
      expect.objectContaining({ email, staffRole: 'fulfilment', suspended: false }),
    );
    expect(after.body.data.invites).not.toContainEqual(expect.objectContaining({ email }));
  });

  it('answers 410 to a used or expired link and 404 to an unknown one', async () => {
    const used = await invite('support');
    expect((await accept(used.token)).status).toBe(201);
    const again = await accept(used.token);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({
      success: false,
      message: expect.stringContaining('expired'),
    });

    const late = await invite('support');
    await t.db
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvites.email, late.email));
    expect((await accept(late.token)).status).toBe(410);

    const unknown = await accept('not-a-real-invitation-token');
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
  });

  it('refuses a short password, a bad role, and an e-mail an account already has', async () => {
    const sent = await invite('support');
    const short = await accept(sent.token, { name: 'Pat', password: 'short' });
    expect(short.status).toBe(400);
    const badRole = await call('POST', '/admin/staff', owner, {
      email: uniqueEmail(),
      name: 'Pat',
      staffRole: 'janitor',
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toContain('Choose a role');
    const taken = await call('POST', '/admin/staff', owner, {
      email: owner.email,
      name: 'Olive',
      staffRole: 'manager',
    });
    expect(taken.status).toBe(409);
  });

  it("is the owner's alone: a manager gets 403", async () => {
    const manager = await createTestUser(t.app, t.db, { staffRole: 'manager' });
    const answer = await call('POST', '/admin/staff', manager, {
      email: uniqueEmail(),
      name: 'Pat',
      staffRole: 'support',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('You do not have access to this.');
  });
});

describe('changing a member', () => {
  it('a role change takes effect and ends their sessions at once', async () => {
    const member = await createTestUser(t.app, t.db, { staffRole: 'support' });
    expect((await call('GET', '/admin/customers', member)).status).toBe(200);
    const changed = await call('PATCH', `/admin/staff/${member.id}`, owner, {
      staffRole: 'fulfilment',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ staffRole: 'fulfilment', suspended: false });
    expect((await call('GET', '/admin/customers', member)).status).toBe(401);
  });

  it('a suspended member gets 401, also when signing in again; lifting it lets them in', async () => {
    const member = await createTestUser(t.app, t.db, { staffRole: 'fulfilment' });
    const suspended = await call('PATCH', `/admin/staff/${member.id}`, owner, { suspended: true });
    expect(suspended.body.data.suspended).toBe(true);
    expect((await call('GET', '/admin/orders', member)).status).toBe(401);
    const credentials = { credential: member.email, password: member.password };
    const refused = await call('POST', '/auth/login', undefined, credentials);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toContain('suspended');
    await call('PATCH', `/admin/staff/${member.id}`, owner, { suspended: false });
    const login = await call('POST', '/auth/login', undefined, credentials);
    expect(login.status).toBe(200);
    const token = { headers: { authorization: `Bearer ${login.body.data.token}` } } as TestUser;
    expect((await call('GET', '/admin/orders', token)).status).toBe(200);
  });

  it('removing a member ends their back office; the account stays a customer', async () => {
    const member = await createTestUser(t.app, t.db, { staffRole: 'manager' });
    const removed = await call('DELETE', `/admin/staff/${member.id}`, owner);
    expect(removed.status).toBe(200);
    expect((await call('GET', '/admin/orders', member)).status).toBe(401);
    const list = await call('GET', '/admin/staff', owner);
    expect(list.body.data.members).not.toContainEqual(expect.objectContaining({ _id: member.id }));
    expect((await call('DELETE', `/admin/staff/${member.id}`, owner)).status).toBe(404);
  });

  it('an empty change is 400 and an unknown member 404', async () => {
    const member = await createTestUser(t.app, t.db, { staffRole: 'support' });
    expect((await call('PATCH', `/admin/staff/${member.id}`, owner, {})).status).toBe(400);
    const customer = await createTestUser(t.app, t.db);
    const notStaff = await call('PATCH', `/admin/staff/${customer.id}`, owner, { suspended: true });
    expect(notStaff.status).toBe(404);
  });
});

describe('the last owner', () => {
  it('cannot be demoted, suspended or removed; with a second owner they can', async () => {
    const own = await createTestApp();
    try {
      const seeded = await own.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { credential: own.config.admin.email, password: own.config.admin.password },
      });
      const headers = { authorization: `Bearer ${seeded.json().data.token}` };
      const first = seeded.json().data.user._id as string;
      expect(seeded.json().data.user.staffRole).toBe('owner');
      const send = (method: Method, id: string, payload?: object) =>
        own.app.inject({ method, url: `/api/v1/admin/staff/${id}`, headers, payload });
      for (const payload of [{ staffRole: 'manager' }, { suspended: true }]) {
        const refused = await send('PATCH', first, payload);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toContain('at least one owner');
      }
      expect((await send('DELETE', first)).statusCode).toBe(409);

      const second = await createTestUser(own.app, own.db, { staffRole: 'owner' });
      expect((await send('PATCH', first, { staffRole: 'manager' })).statusCode).toBe(200);
      const lastOne = await own.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/staff/${second.id}`,
        headers: second.headers,
      });
      expect(lastOne.statusCode).toBe(409);
    } finally {
      await own.close();
    }
  });
});
