/**
 * `npm run seed:scale`: fills the database at DATABASE_URL (or the embedded one in DATA_DIR)
 * with a shop ten years on, for bench/scale.ts and the query plans in bench/README.md. Sizes are
 * flags (`--orders 50000`); the defaults are issue 28's, a tenth of them on PGlite. It refuses a
 * production database and one it has already filled.
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../config.ts';
import { acquireInstanceLock } from '../../instance-lock.ts';
import { hashPassword } from '../../lib/password.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { fillScaleShop, SCALE_CUSTOMER_PASSWORD } from './scale-fill.ts';
import { parseScaleSizes } from './scale-sizes.ts';

interface Session {
  execute(statement: string): Promise<void>;
  count(statement: string): Promise<number>;
  release(): void;
}

/** One connection for the whole seed: the steps share temporary tables. */
async function openSession(handle: DatabaseHandle): Promise<Session> {
  if (handle.kind === 'pglite') {
    return {
      execute: async (statement) => void (await handle.client.exec(statement)),
      count: async (statement) =>
        Number((await handle.client.query<{ n: number }>(statement)).rows[0]?.n ?? 0),
      release: () => {},
    };
  }
  const client = await handle.pool.connect();
  return {
    execute: async (statement) => void (await client.query(statement)),
    count: async (statement) =>
      Number((await client.query<{ n: number }>(statement)).rows[0]?.n ?? 0),
    release: () => client.release(),
  };
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (config.isProduction) throw new Error('seed:scale never runs with NODE_ENV=production.');
  const today = new Date().toISOString().slice(0, 10);
  const sizes = parseScaleSizes(process.argv.slice(2), !config.databaseUrl, today);
  const lock = config.databaseUrl ? null : acquireInstanceLock(config.dataDir, config.shopName);
  const handle = await openDatabase(config);
  await migrateDatabase(handle);
  const session = await openSession(handle);
  try {
    const seeded = `select count(*)::int as n from orders where payment_intent_id like 'pi_scale_%'`;
    if ((await session.count(seeded)) > 0) {
      throw new Error('This database already holds a scale seed; start from an empty one.');
    }
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    process.stdout.write(`Filling ${where}\n`);
    const passwordHash = await hashPassword(SCALE_CUSTOMER_PASSWORD);
    const started = performance.now();
    await fillScaleShop(session.execute, sizes, passwordHash, ({ name, seconds, made }) => {
      process.stdout.write(`  ${name.padEnd(14)} ${seconds.toFixed(1).padStart(7)} s  ${made}\n`);
    });
    // As autovacuum would in time: index-only scans (counts) then skip the table (issue 28).
    const vacuumStarted = performance.now();
    await session.execute('vacuum');
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
