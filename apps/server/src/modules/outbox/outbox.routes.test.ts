import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, t.db, { role: 'admin' });
  customer = await createTestUser(t.app, t.db);
});
afterAll(() => t.close());

const list = (headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/outbox', headers });

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
    const { data } = response.json();
    expect(data[0]).toMatchObject({
      channel: 'sms',
      to: '+15550002222',
      subject: null,
      body: 'Body two',
      status: 'sent',
    });
    expect(data[1]).toMatchObject({
      channel: 'email',
      to: 'first@example.com',
      subject: 'One',
      body: 'Body one',
    });
    expect(Date.parse(data[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(data[1].createdAt));
    expect(data[0]).not.toHaveProperty('html');
  });

  it('refuses customers and anonymous callers', async () => {
    expect((await list(customer.headers)).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
  });

  it('returns at most 100 messages', async () => {
    for (let i = 0; i < 101; i += 1) {
      await t.app.messenger.send({ channel: 'sms', to: '+15550003333', text: `Bulk ${i}` });
    }
    expect((await list(admin.headers)).json().data).toHaveLength(100);
  });
});
