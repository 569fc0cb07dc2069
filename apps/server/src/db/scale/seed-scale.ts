/**
 * `npm run seed:scale`: fills the database at DATABASE_URL (or the embedded one in DATA_DIR)
 * with a shop ten years on, for bench/scale.ts and the query plans in bench/README.md. Sizes are
 * flags (`--orders 50000`); the defaults are issue 28's, a tenth of them on PGlite. It refuses a
 * production database and one it has already filled. `--only cards,plans` runs just those steps
 * on a filled database (refusing if their tables hold rows), on the due day its tracked parts
 * peak on unless `--due-day` says otherwise.
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../config.ts';
import { acquireInstanceLock } from '../../instance-lock.ts';
import { hashPassword } from '../../lib/password.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import {
  fillScaleShop,
  refuseFilledTables,
  SCALE_CUSTOMER_PASSWORD,
  selectSteps,
} from './scale-fill.ts';
import { parseScaleOptions } from './scale-sizes.ts';
import { PEAK_DUE_DAY } from './scale-sql.ts';

interface Session {
  execute(statement: string): Promise<void>;
  count(statement: string): Promise<number>;
  /** The first column of the first row as text, or null. */
  query(statement: string): Promise<string | null>;
  release(): void;
}

function firstValue(rows: unknown[]): string | null {
  const value = Object.values((rows[0] ?? {}) as Record<string, unknown>)[0];
  return value === undefined || value === null ? null : String(value);
}

/** One connection for the whole seed: the steps share temporary tables. */
async function openSession(handle: DatabaseHandle): Promise<Session> {
  if (handle.kind === 'pglite') {
    return {
      execute: async (statement) => void (await handle.client.exec(statement)),
      count: async (statement) =>
        Number((await handle.client.query<{ n: number }>(statement)).rows[0]?.n ?? 0),
      query: async (statement) => firstValue((await handle.client.query(statement)).rows),
      release: () => {},
    };
  }
  const client = await handle.pool.connect();
  return {
    execute: async (statement) => void (await client.query(statement)),
    count: async (statement) =>
      Number((await client.query<{ n: number }>(statement)).rows[0]?.n ?? 0),
    query: async (statement) => firstValue((await client.query(statement)).rows),
    release: () => client.release(),
  };
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (config.isProduction) throw new Error('seed:scale never runs with NODE_ENV=production.');
  const today = new Date().toISOString().slice(0, 10);
  const options = parseScaleOptions(process.argv.slice(2), !config.databaseUrl, today);
  const { sizes, only } = options;
  const steps = selectSteps(only);
  const lock = config.databaseUrl ? null : acquireInstanceLock(config.dataDir, config.shopName);
  const handle = await openDatabase(config);
  await migrateDatabase(handle);
  const session = await openSession(handle);
  try {
    if (only) {
      await refuseFilledTables(session.count, steps);
      if (!options.dueDayGiven) {
        const peak = await session.query(PEAK_DUE_DAY);
        if (peak) sizes.dueDay = peak;
      }
    } else {
      const seeded = `select count(*)::int as n from orders where payment_intent_id like 'pi_scale_%'`;
      if ((await session.count(seeded)) > 0) {
        throw new Error(
          'This database already holds a scale seed; start from an empty one, or add steps with --only.',
        );
      }
    }
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    const which = only ? `steps ${steps.map((step) => step.name).join(', ')} of ` : '';
    process.stdout.write(`Filling ${which}${where}, due day ${sizes.dueDay}\n`);
    const passwordHash = await hashPassword(SCALE_CUSTOMER_PASSWORD);
    const context = { passwordHash, leadDays: config.autoReplaceLeadDays };
    const started = performance.now();
    const report = ({ name, seconds, made }: { name: string; seconds: number; made: string }) => {
      process.stdout.write(`  ${name.padEnd(14)} ${seconds.toFixed(1).padStart(7)} s  ${made}\n`);
    };
    await fillScaleShop(session.execute, sizes, context, report, steps);
    // As autovacuum would in time: index-only scans (counts) then skip the table (issue 28).
    const vacuumStarted = performance.now();
    const tables = steps.flatMap((step) => step.tables);
    await session.execute(only ? `vacuum ${tables.join(', ')}` : 'vacuum');
    const vacuumSeconds = ((performance.now() - vacuumStarted) / 1000).toFixed(1).padStart(7);
    process.stdout.write(`  ${'vacuum'.padEnd(14)} ${vacuumSeconds} s  visibility map set\n`);
    const total = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Done in ${total} s. Customers sign in with their e-mail or phone and "${SCALE_CUSTOMER_PASSWORD}".\n`,
    );
  } finally {
    session.release();
    await handle.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `seed:scale failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
