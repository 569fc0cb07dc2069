import { count, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { outbox, reminders } from '../../db/schema/index.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { createTemporaryDatabase } from '../../test/temp-postgres.ts';
import { testConfig } from '../../test/test-app.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';
import { DAY_MS, insertHouseholds } from './reminder-simulation.ts';
import { runReminderSweepInThread } from './reminder-sweep-thread.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const INSTALLED = new Date('2031-01-01T03:00:00Z');
const AS_OF = new Date(INSTALLED.getTime() + 400 * DAY_MS);

/** The sweep's own thread works on a database of its own connections: PostgreSQL only. */
describe.skipIf(!serverUrl)('the reminder sweep in its own thread', () => {
  let database: Awaited<ReturnType<typeof createTemporaryDatabase>>;
  let handle: DatabaseHandle;
  const requestsStarted = new Int32Array(new SharedArrayBuffer(4));

  beforeAll(async () => {
    database = await createTemporaryDatabase(serverUrl ?? '');
    handle = await openPostgres(database.url);
    const config = testConfig();
    await migrateDatabase(handle, (db) =>
      seedDatabase(db, { admin: config.admin, demoCatalogue: config.seedDemo }),
    );
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const input = (signal: AbortSignal) => ({
    config: { ...testConfig(), databaseUrl: database.url },
    requestsStarted,
    signal,
  });
  const total = async (rows: Promise<Array<{ n: number }>>) => (await rows)[0]?.n ?? 0;
  const messages = () => total(handle.db.select({ n: count() }).from(outbox));

  it('issue 28: sends every owed reminder once, and a stopped sweep gives its claims back', async () => {
    const part = await productBySku(handle.db, 'PRT-SED-5');
    const parts = await insertHouseholds(handle.db, 150, INSTALLED, part.id);

    const stop = new AbortController();
    const stopped = runReminderSweepInThread(input(stop.signal), AS_OF);
    while ((await messages()) < 10) await new Promise((done) => setTimeout(done, 5));
    stop.abort();
    const { sent: sentBeforeStop } = await stopped;
    expect(sentBeforeStop).toBeGreaterThanOrEqual(10);
    expect(sentBeforeStop).toBeLessThan(parts.length);
    expect(await messages()).toBe(sentBeforeStop);
    const unsent = handle.db.select({ n: count() }).from(reminders).where(isNull(reminders.sentAt));
    expect(await total(unsent)).toBe(0);

    const { sent: rest } = await runReminderSweepInThread(
      input(new AbortController().signal),
      AS_OF,
    );
    expect(sentBeforeStop + rest).toBe(parts.length);
    expect(await messages()).toBe(parts.length);
    const sent = handle.db
      .select({ n: count() })
      .from(reminders)
      .where(isNotNull(reminders.sentAt));
    expect(await total(sent)).toBe(parts.length);
    expect((await runReminderSweepInThread(input(new AbortController().signal), AS_OF)).sent).toBe(
      0,
    );
  }, 120_000);

  it('fails, not hangs, when its thread cannot reach the database', async () => {
    const config = { ...testConfig(), databaseUrl: 'postgres://postgres@127.0.0.1:1/none' };
    const signal = new AbortController().signal;
    await expect(
      runReminderSweepInThread({ config, requestsStarted, signal }, AS_OF),
    ).rejects.toThrow();
  });
});
