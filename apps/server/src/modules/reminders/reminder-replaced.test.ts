import { formatShopDate } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';

describe('Replaced on a reminder', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const sweep = (now: Date) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/reminders/sweep',
      headers: admin.headers,
      payload: { now: now.toISOString() },
    });
  const press = async (code: string) =>
    (await t.app.inject({ method: 'POST', url: `/api/v1/reminders/links/${code}` })).json().data;
  const codeOf = (text: string, label: string) =>
    text.match(new RegExp(`${label}: \\S+/r/([\\w-]{12})`))?.[1] ?? '';

  it('hardening 30.6: resets a part that was snoozed first, and no due reminder follows', async () => {
    const customer = await createTestUser(t.app, t.db, { verified: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trackers/tracked-products',
      headers: customer.headers,
      payload: {
        productId: (await productBySku(t.db, 'UC-2S')).id,
        customName: 'Kitchen',
        installationDate: '2024-01-01T10:00:00Z',
        additionalData: { contactMethod: 'email' },
      },
    });
    const part = created.json().data.trackedSystemParts[0];
    await sweep(new Date());
    const sent = await t.db.select().from(outbox).where(eq(outbox.to, customer.email));
    const text = sent.find((row) => row.text.includes(part.partProductNameSnapshot))?.text ?? '';

    expect((await press(codeOf(text, 'Snooze 2 weeks'))).title).toBe('Snoozed for 2 weeks');
    const replaced = await press(codeOf(text, 'Replaced'));
    expect(replaced.title).toBe('Marked as replaced');
    expect(replaced.message).toContain('is tracked again from today');
    const again = await press(codeOf(text, 'Replaced'));
    expect(again.message).toContain(`already replaced on ${formatShopDate(new Date())}`);

    const tracker = await t.app.inject({
      method: 'GET',
      url: '/api/v1/trackers',
      headers: customer.headers,
    });
    const after = tracker
      .json()
      .data.trackedProducts[0].trackedSystemParts.find((p: { _id: string }) => p._id === part._id);
    expect(after.dueDate > part.dueDate).toBe(true);
    const afterSnooze = new Date(Date.now() + 15 * 86_400_000);
    expect((await sweep(afterSnooze)).json().data.sent).toBe(0);
    const messages = await t.db.select().from(outbox).where(eq(outbox.to, customer.email));
    expect(messages).toHaveLength(sent.length);
  });
});
