import { count, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import * as schema from '../../db/schema/index.ts';
import { outbox, reminders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMessenger } from '../outbox/messenger.ts';
import { outboxRepository } from '../outbox/outbox.repository.ts';
import { isoDay } from '../trackers/part-due.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';
import { reminderSettings } from './reminder-settings.ts';
import {
  actOnDueReminders,
  DAY_MS,
  expectedReminders,
  insertHouseholds,
  reminderKey,
} from './reminder-simulation.ts';
import { type ReminderMessenger, runReminderSweep } from './reminder-sweep.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// PostgreSQL gets 500 households over two years; in-memory PGlite (slower per statement) checks
// the same rules on fewer households over one year.
const HOUSEHOLDS = onPostgres ? 500 : 20;
const DAYS = onPostgres ? 730 : 365;
const RESTART_DAY = Math.floor(DAYS / 2);
const START = new Date('2030-01-01T03:00:00Z');

describe(`reminder sweep over ${DAYS} simulated days (${HOUSEHOLDS} households)`, () => {
  let t: TestApp;
  const pools: pg.Pool[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await t.close();
  });

  /** A server instance: its own connection pool and messenger on the test database. */
  async function serverInstance(): Promise<{ db: Database; messenger: ReminderMessenger }> {
    if (!onPostgres) return { db: t.db, messenger: t.app.messenger };
    const { connectionString } = (t.db as unknown as { $client: pg.Pool }).$client.options;
    const pool = new pg.Pool({ connectionString, max: 4 });
    pools.push(pool);
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const messenger = createMessenger({
      repository: outboxRepository(db),
      adapters: t.app.adapters,
      shopName: t.config.shopName,
      log: t.app.log,
    });
    return { db, messenger };
  }

  /**
   * Tens of thousands of single-row commits: waiting for each WAL flush would be most of the
   * run. A throw-away database loses nothing without it, and locking and uniqueness are unchanged.
   */
  async function skipCommitFlushes() {
    if (!onPostgres) return;
    const [row] = (
      (await t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: Array<{ name: string }>;
      }
    ).rows;
    await t.db.execute(sql.raw(`alter database "${row?.name}" set synchronous_commit = off`));
  }

  it('reminds every due part once per due date and kind, on its day, with restarts and two instances', async () => {
    const part = await productBySku(t.db, 'PRT-SED-5');
    const parts = await insertHouseholds(t.db, HOUSEHOLDS, START, part.id);
    const settings = reminderSettings(t.app);
    await skipCommitFlushes();
    const first = await serverInstance();
    const other = await serverInstance();
    let restarted = first;
    const problems: string[] = [];
    let expectedTotal = 0;

    for (let day = 0; day < DAYS; day += 1) {
      const now = new Date(START.getTime() + day * DAY_MS);
      const today = isoDay(now);
      const expected = expectedReminders(parts, today, settings.leadDays).sort();
      expectedTotal += expected.length;
      if (day === RESTART_DAY && expected[0]) {
        // The instance died after claiming a reminder and before sending it.
        const [partId, dueDate, kind] = expected[0].split('|');
        await t.db.insert(reminders).values({
          trackedPartId: partId ?? '',
          dueDate: dueDate ?? '',
          kind: kind === 'lead' ? 'lead' : 'due',
          leasedUntil: new Date(Date.now() - 60_000),
        });
      }
      if (day === RESTART_DAY) restarted = await serverInstance();
      const current = day >= RESTART_DAY ? reminderSettings(t.app) : settings;
      const outcomes = await Promise.all([
        runReminderSweep(restarted.db, restarted.messenger, now, current),
        runReminderSweep(other.db, other.messenger, now, { ...current, log: undefined }),
      ]);
      const sent = [outcomes[0].sent, outcomes[1].sent] as const;
      const actual = (
        await t.db
          .select({
            partId: reminders.trackedPartId,
            dueDate: reminders.dueDate,
            kind: reminders.kind,
          })
          .from(reminders)
          .where(eq(reminders.sentAt, now))
      )
        .map((row) => reminderKey(row.partId, row.dueDate, row.kind))
        .sort();
      if (sent[0] + sent[1] !== expected.length || actual.join() !== expected.join()) {
        problems.push(
          `${today}: expected ${expected.length}, sent ${sent.join('+')}, recorded ${actual.length}`,
        );
      }
      await actOnDueReminders(t.db, parts, today, now);
    }

    expect(problems.slice(0, 5)).toEqual([]);
    expect(expectedTotal).toBeGreaterThan(HOUSEHOLDS * (DAYS / 365) * 3);
    const [stored] = await t.db.select({ n: count() }).from(reminders);
    const [messages] = await t.db.select({ n: count() }).from(outbox);
    expect(stored?.n).toBe(expectedTotal);
    expect(messages?.n).toBe(expectedTotal);
  }, 300_000);
});
