import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { setUpTestUser } from '../../test/test-users.ts';
import { TOO_MANY_TRACKERS_MESSAGE } from '../trackers/tracker-creation-limit.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';

describe('reminder addresses that are not the account’s own', () => {
  const t = setUpTestApp();
  const mallory = setUpTestUser(t);
  const admin = setUpTestUser(t, { role: 'admin' });
  let systemId: string;
  const victim = 'someone-else@example.org';
  const spam = 'Cheap pills at evil.example';
  beforeAll(async () => {
    systemId = (await productBySku(t.db, 'UC-2S')).id;
  });

  const track = (email: string, customName = spam) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/trackers/tracked-products',
      headers: mallory.headers,
      payload: {
        productId: systemId,
        customName,
        installationDate: '2020-01-01T10:00:00Z',
        additionalData: { contactMethod: 'email', email },
      },
    });
  const sentTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));
  const sweep = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/reminders/sweep',
      headers: admin.headers,
      payload: {},
    });

  it('hardening 17: a third party gets one confirmation, then reminders only once confirmed; creation is limited per account', async () => {
    expect((await track(victim)).statusCode).toBe(201);
    expect((await track(victim)).statusCode).toBe(201);
    await sweep();
    const held = await sentTo(victim);
    expect(held).toHaveLength(1);
    expect(held[0]?.text).not.toContain(spam);
    const code = held[0]?.text.match(/\/r\/([\w-]{12})/)?.[1];
    const link = `/api/v1/reminders/links/${code}`;
    expect((await t.app.inject({ method: 'GET', url: link })).json().data).toMatchObject({
      kind: 'confirm',
      button: 'Yes, send reminders here',
    });
    expect(await sentTo(victim)).toHaveLength(1);

    const confirmed = await t.app.inject({ method: 'POST', url: link });
    expect(confirmed.json().data).toMatchObject({ kind: 'page', title: 'Reminders confirmed' });
    await sweep();
    expect((await sentTo(victim)).length).toBeGreaterThan(1);

    for (let made = 2; made < 20; made += 1) {
      expect((await track(mallory.email, `Tap ${made}`)).statusCode).toBe(201);
    }
    const refused = await track(mallory.email, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: TOO_MANY_TRACKERS_MESSAGE });
  });
});
