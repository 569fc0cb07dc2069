import { count, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, reminders, trackedParts } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';
import { reminderSettings } from './reminder-settings.ts';
import { DAY_MS, insertHouseholds, reminderKey } from './reminder-simulation.ts';
import { runReminderSweep } from './reminder-sweep.ts';

const NOW = new Date('2031-03-10T03:00:00Z');

describe('reminder sweep in batches', () => {
  const t = setUpTestApp();

  it('issue 28: sends every owed reminder once when they span many batches and due days', async () => {
    const part = await productBySku(t.db, 'PRT-SED-5');
    const parts = await insertHouseholds(t.db, 20, NOW, part.id);
    const ids = parts.map(({ id }) => id);
    // 40 parts due over five days up to today (overdue and never reminded: 'due'), or within
    // the lead window after it ('lead'): batches of 7 cut through due days.
    const settings = { ...reminderSettings(t.app), batchSize: 7 };
    await t.db.execute(sql`
      update tracked_parts set installed_at =
        (('2031-03-10'::date + ((row_number - 1) % 5 - 2 + case when row_number % 3 = 0
          then ${settings.leadDays}::int + 2 else 0 end)::int)
          - make_interval(months => initial_lifespan_months))::timestamp at time zone 'UTC'
      from (select id as part_id, row_number() over (order by id) as row_number
            from tracked_parts where id in ${ids}) as numbered
      where tracked_parts.id = numbered.part_id`);
    const rows = await t.db
      .select({
        id: trackedParts.id,
        due: sql<string>`to_char(((${trackedParts.installedAt} at time zone 'UTC') + make_interval(months => ${trackedParts.initialLifespanMonths}))::date, 'YYYY-MM-DD')`,
      })
      .from(trackedParts)
      .where(inArray(trackedParts.id, ids));
    const today = '2031-03-10';
    const lastLeadDay = new Date(Date.parse(`${today}T00:00:00Z`) + settings.leadDays * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const expected = rows
      .flatMap(({ id, due }) => {
        if (due <= today) return [reminderKey(id, due, 'due')];
        if (due <= lastLeadDay) return [reminderKey(id, due, 'lead')];
        return [];
      })
      .sort();
    expect(expected.length).toBeGreaterThan(2 * settings.batchSize);

    const { sent } = await runReminderSweep(t.db, t.app.messenger, NOW, settings);
    const recorded = (
      await t.db
        .select({ id: reminders.trackedPartId, due: reminders.dueDate, kind: reminders.kind })
        .from(reminders)
        .where(inArray(reminders.trackedPartId, ids))
    )
      .map((row) => reminderKey(row.id, row.due, row.kind))
      .sort();
    expect(sent).toBe(expected.length);
    expect(recorded).toEqual(expected);
    const [messages] = await t.db.select({ n: count() }).from(outbox);
    expect(messages?.n).toBe(expected.length);
    expect((await runReminderSweep(t.db, t.app.messenger, NOW, settings)).sent).toBe(0);
  });
});
