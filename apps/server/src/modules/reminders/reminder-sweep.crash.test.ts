import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, isNotNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import * as schema from '../../db/schema/index.ts';
import { outbox, reminders } from '../../db/schema/index.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { createTemporaryDatabase } from '../../test/temp-postgres.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';
import { DAY_MS, insertHouseholds } from './reminder-simulation.ts';
import { CLAIM_LEASE_SECONDS } from './reminder-sweep.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { credential: 'ops@example.com', password: 'a sweep that dies halfway' };
const HOUSEHOLDS = 300;
// Years ahead, so the instances' own hourly sweeps find nothing due while the test runs.
const INSTALLED = new Date('2031-01-01T03:00:00Z');
const SWEEP_AS_OF = new Date(INSTALLED.getTime() + 400 * DAY_MS).toISOString();

/** Two instances on one PostgreSQL database; the one running the sweep is killed halfway. */
describe.skipIf(!serverUrl)('a reminder sweep killed mid-batch', () => {
  let database: Awaited<ReturnType<typeof createTemporaryDatabase>>;
  let pool: pg.Pool;
  let db: Database;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createTemporaryDatabase(serverUrl ?? '');
    dataDir = await mkdtemp(join(tmpdir(), 'sweep-crash-'));
    const env = (name: string) => ({
      DATABASE_URL: database.url,
      JWT_SECRET: 'a-sweep-crash-test-secret-of-32-chars-or-more',
      ADMIN_EMAIL: ADMIN.credential,
      ADMIN_PASSWORD: ADMIN.password,
      DATA_DIR: join(dataDir, name),
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    });
    [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    db = drizzle({ client: pool, schema }) as unknown as Database;
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await pool?.end();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function signIn(server: ServerProcess) {
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    return ((await login.json()) as { data: { token: string } }).data.token;
  }
  const sweepOn = (server: ServerProcess, token: string) =>
    fetch(`${server.url}/api/v1/admin/reminders/sweep`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ now: SWEEP_AS_OF }),
    });
  const messages = async () => (await db.select({ n: count() }).from(outbox))[0]?.n ?? 0;

  it('hardening 30.5: sends every reminder exactly once, the rest within a lease of the kill', async () => {
    const part = await productBySku(db, 'PRT-SED-5');
    const parts = await insertHouseholds(db, HOUSEHOLDS, INSTALLED, part.id);
    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);

    // The claims are taken after this, so their lease cannot run out before a lease from now;
    // measured from the kill instead, a slow host (the kill late) saw them go early.
    const sweepStartedAt = Date.now();
    const killedSweep = sweepOn(a, tokenA).catch(() => 'killed');
    while ((await messages()) < 20) await new Promise((done) => setTimeout(done, 5));
    await a.kill();
    expect(await killedSweep).toBe('killed');
    const killedAt = Date.now();
    expect(await messages()).toBeLessThan(parts.length);

    // The other instance sweeps again and again, as its next sweeps would: the killed sweep's
    // claims stay its own until their lease runs out, then go out once.
    let releasedAt: number | undefined;
    while ((await messages()) < parts.length && Date.now() - killedAt < 150_000) {
      const startedAt = Date.now();
      const { data } = (await (await sweepOn(b, tokenB)).json()) as { data: { sent: number } };
      if (data.sent > 0) releasedAt ??= startedAt;
      else await new Promise((done) => setTimeout(done, 2_000));
    }
    // A sweep that began just before the lease ran out may be the one that sends: 5 s of slack.
    expect((releasedAt ?? 0) - sweepStartedAt).toBeGreaterThan((CLAIM_LEASE_SECONDS - 5) * 1000);
    expect((releasedAt ?? Number.POSITIVE_INFINITY) - killedAt).toBeLessThan(
      (CLAIM_LEASE_SECONDS + 5) * 1000,
    );

    const perReminder = await db
      .select({
        to: outbox.to,
        part: sql<string>`substring(${outbox.text} from 'Cartridge [0-9]+m')`,
        n: count(),
      })
      .from(outbox)
      .groupBy(sql`1, 2`);
    expect(perReminder.filter((row) => row.n !== 1)).toEqual([]);
    expect(perReminder).toHaveLength(parts.length);
    const marked = await db
      .select({ n: count() })
      .from(reminders)
      .where(isNotNull(reminders.sentAt));
    expect(marked[0]?.n).toBe(parts.length);
  }, 300_000);
});
