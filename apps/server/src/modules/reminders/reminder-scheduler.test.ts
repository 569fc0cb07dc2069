import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, reminders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { isoDay } from '../trackers/part-due.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';
import { findReminderCandidates } from './reminder-candidates.ts';
import { startReminderScheduler } from './reminder-scheduler.ts';
import { reminderSettings } from './reminder-settings.ts';

/** A customer whose kitchen system's parts are all overdue: a reminder each is owed now. */
async function overdueKitchen(t: TestApp) {
  const user = await createTestUser(t.app, t.db, { verified: true });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/trackers/tracked-products',
    headers: user.headers,
    payload: {
      productId: (await productBySku(t.db, 'UC-2S')).id,
      customName: 'Kitchen',
      installationDate: '2023-01-01T10:00:00Z',
      additionalData: { contactMethod: 'email' },
    },
  });
  expect(created.statusCode).toBe(201);
  return () => t.db.select().from(outbox).where(eq(outbox.to, user.email));
}

/** What a sweep killed after claiming leaves: every owed reminder claimed, none sent. */
async function claimedByKilledSweep(t: TestApp, leaseMs: number) {
  const { leadDays } = reminderSettings(t.app);
  const { candidates } = await findReminderCandidates(t.db, isoDay(new Date()), leadDays);
  expect(candidates.length).toBeGreaterThan(0);
  await t.db.insert(reminders).values(
    candidates.map(({ trackedPartId, dueDate, kind }) => ({
      trackedPartId,
      dueDate,
      kind,
      leasedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })),
  );
  return candidates.length;
}

// Issue 40 item 12: after a kill, the sweep's reminders waited for the next hourly sweep. The
// catch-up comes a lease after a start that finds claims (here 2 s: the killed sweep's lease
// ends in 1 s, as its real one ends within the minute of a lease).
describe('the reminder sweep after a killed one', () => {
  it('sends the reminders a killed sweep claimed once their lease ends, not at the hour', async () => {
    const t = await createTestApp();
    try {
      const mails = await overdueKitchen(t);
      const owed = await claimedByKilledSweep(t, 1_000);
      const scheduler = startReminderScheduler(t.app, { catchUpDelayMs: 2_000 });
      try {
        for (let waited = 0; waited < 10_000; waited += 250) {
          if ((await mails()).length >= owed) break;
          await delay(250);
        }
      } finally {
        await scheduler.stop();
      }
      expect(await mails()).toHaveLength(owed);
      const unsent = await t.db.select().from(reminders).where(sql`${reminders.sentAt} is null`);
      expect(unsent).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
