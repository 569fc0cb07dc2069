import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client.ts';
import type { Database } from './database.ts';
import * as schema from './schema/index.ts';

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any constant shared by every instance; it names the "schema setup" advisory lock. */
const SETUP_LOCK_KEY = 730_412_001;

/**
 * Applies the committed migrations, then runs `afterMigrate` (the seed) on the same connection.
 * On PostgreSQL several instances may start together, so both steps run under an advisory lock;
 * PGlite is only ever opened by one process (see instance-lock.ts).
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  afterMigrate: (db: Database) => Promise<void> = async () => {},
): Promise<void> {
  if (handle.kind === 'pglite') {
    const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    await migratePglite(drizzlePglite({ client: handle.client }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    await afterMigrate(handle.db);
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    const db = drizzlePostgres({ client, schema });
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await afterMigrate(db);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
