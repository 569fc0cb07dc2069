import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { lastCodeSentTo } from '../auth/auth-test-helpers.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, t.db, { role: 'admin' });
  customer = await createTestUser(t.app, t.db);
});
afterAll(() => t.close());
afterEach(() => {
  t.app.adapters.mail = null;
  t.app.adapters.sms = null;
});

const list = (headers?: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/outbox${query}`, headers });

/** The reset code a customer asks for, as the outbox and the customer's page show it. */
async function resetCodeAsStaffSee({ email, id }: TestUser) {
  const forgot = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { credential: email },
  });
  expect(forgot.statusCode).toBe(200);
  const code = await lastCodeSentTo(t.db, email);
  const [message] = (await list(admin.headers, `?q=${encodeURIComponent(email)}`)).json().data
    .items;
  const page = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/customers/${id}`,
    headers: admin.headers,
  });
  return { code, message, onCustomerPage: page.json().data.messages[0] };
}

describe('GET /admin/outbox', () => {
  it('lists messages newest first for admins', async () => {
    await t.app.messenger.send({
      channel: 'email',
      to: 'first@example.com',
      subject: 'One',
      text: 'Body one',
    });
    await t.app.messenger.send({ channel: 'sms', to: '+15550002222', text: 'Body two' });
    const response = await list(admin.headers);
    expect(response.statusCode).toBe(200);
    const { items } = response.json().data;
    expect(items[0]).toMatchObject({
      channel: 'sms',
      to: '+15550002222',
      subject: null,
      body: 'Body two',
      status: 'sent',
    });
    expect(items[1]).toMatchObject({
      channel: 'email',
      to: 'first@example.com',
      subject: 'One',
      body: 'Body one',
    });
    expect(Date.parse(items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(items[1].createdAt));
    expect(items[0]).not.toHaveProperty('html');
  });

  it('hardening 30.18: codes stay readable in the development outbox, hidden once a provider delivers', async () => {
    const readable = await resetCodeAsStaffSee(customer);
    expect(readable.message).toMatchObject({ masked: false, developmentOutbox: true });
    expect(readable.message.body).toMatch(/reset code is \d{6}\./);
    expect(readable.onCustomerPage.body).toMatch(/reset code is \d{6}\./);

    const delivered: string[] = [];
    t.app.adapters.mail = {
      name: 'fake-smtp',
      send: async (mail) => void delivered.push(mail.text),
    };
    // Another customer: the first one's next code waits out its cooldown.
    const hidden = await resetCodeAsStaffSee(await createTestUser(t.app, t.db));
    expect(delivered[0]).toMatch(/reset code is \d{6}\./);
    expect(hidden.message).toMatchObject({ masked: true, developmentOutbox: false });
    for (const shown of [hidden.message, hidden.onCustomerPage]) {
      expect(shown.body).toContain('reset code is ••••••.');
      expect(shown.body).not.toMatch(/\d{6}/);
    }
    // A search for the code's digits finds nothing.
    expect((await list(admin.headers, `?q=${hidden.code}`)).json().data.items).toEqual([]);
  });

  it('hardening 30.18: messages are searched, filtered by channel and status, and a failed one is sent again', async () => {
    t.app.adapters.sms = {
      name: 'fake-sms',
      send: async () => {
        throw new Error('Twilio 503');
      },
    };
    const failed = await t.app.messenger.send({
      channel: 'sms',
      to: '+15550004444',
      text: 'Pickup',
    });
    expect(failed.status).toBe('failed');
    const found = (await list(admin.headers, '?q=pickup&channel=sms&status=failed')).json().data
      .items;
    expect(found.map((message: { _id: string }) => message._id)).toEqual([failed.id]);
    expect((await list(admin.headers, '?q=pickup&channel=email')).json().data.items).toEqual([]);
    expect((await list(admin.headers, '?status=lost')).statusCode).toBe(400);

    const texted: string[] = [];
    t.app.adapters.sms = { name: 'fake-sms', send: async (sms) => void texted.push(sms.text) };
    const resend = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/outbox/${id}/resend`,
        headers: admin.headers,
      });
    const sent = await resend(failed.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'sent', attempts: 2 });
    expect(texted).toEqual(['Pickup']);
    expect((await resend(failed.id)).statusCode).toBe(409);
    expect((await resend('nope')).statusCode).toBe(404);
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/outbox/${failed.id}/resend`,
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('refuses customers and anonymous callers', async () => {
    expect((await list(customer.headers)).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
  });

  it('returns 100 messages to a page, the next page from the 101st, with the total', async () => {
    for (let i = 0; i < 101; i += 1) {
      await t.app.messenger.send({ channel: 'sms', to: '+15550003333', text: `Bulk ${i}` });
    }
    const first = (await list(admin.headers, '?q=Bulk')).json().data;
    expect(first).toMatchObject({ total: 101, totalIsCapped: false, page: 1, pageSize: 100 });
    expect(first.items).toHaveLength(100);
    expect(first.items[0].body).toBe('Bulk 100');
    const second = (await list(admin.headers, '?q=Bulk&page=2')).json().data;
    expect(second.items.map((message: { body: string }) => message.body)).toEqual(['Bulk 0']);
  });
});
