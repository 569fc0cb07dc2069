import { formatShopDate } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackedParts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';
import { reminderLinkKey, signReminderLink } from './reminder-links.ts';

describe('snoozing an overdue part', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('moves the reminder 2 weeks from today, and the page names that day', async () => {
    const user = await createTestUser(t.app, t.db, { verified: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trackers/tracked-products',
      headers: user.headers,
      payload: {
        productId: (await productBySku(t.db, 'UC-2S')).id,
        customName: 'Basement',
        installationDate: '2024-01-01T10:00:00Z',
        additionalData: { contactMethod: 'email' },
      },
    });
    const part = created.json().data.trackedSystemParts[0];
    const token = signReminderLink(
      reminderLinkKey(t.config.jwtSecret),
      { trackedPartId: part._id, action: 'snooze', dueDate: part.dueDate },
      new Date(),
    );
    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
    const expected = `again in 2 weeks, on ${formatShopDate(inTwoWeeks)}`;

    const asked = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reminders/action?token=${token}`,
    });
    expect(asked.body).toContain(expected);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reminders/action',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(done.body).toContain(`again on ${formatShopDate(inTwoWeeks)}`);
    const [row] = await t.db.select().from(trackedParts).where(eq(trackedParts.id, part._id));
    expect(row?.snoozedUntil?.toISOString().slice(0, 10)).toBe(
      inTwoWeeks.toISOString().slice(0, 10),
    );
  });
});
