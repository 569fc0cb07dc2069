import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';

describe('GET /admin/outbox: a phone number typed as people write it', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    await t.app.messenger.send({ channel: 'sms', to: '+12025550123', text: 'Your order shipped' });
    await t.app.messenger.send({ channel: 'sms', to: '+13125550199', text: 'Someone else' });
  });
  afterAll(() => t.close());

  const search = async (q: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/outbox?q=${encodeURIComponent(q)}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.items.map((message: { to: string }) => message.to);
  };

  it('finds the texts sent to it in any format, as the orders and customers searches do', async () => {
    for (const typed of ['(202) 555-0123', '202-555-0123', '+1 202 555 0123', '555.0123']) {
      expect(await search(typed), typed).toEqual(['+12025550123']);
    }
  });

  it('still finds nothing for a number nobody was sent', async () => {
    expect(await search('(415) 555-0100')).toEqual([]);
  });
});
