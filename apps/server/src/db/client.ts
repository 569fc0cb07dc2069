import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from './database.ts';
import * as schema from './schema/index.ts';

interface HandleBase {
  db: Database;
  close(): Promise<void>;
}

export type DatabaseHandle =
  | (HandleBase & { kind: 'pglite'; client: PGlite })
  | (HandleBase & { kind: 'postgres'; pool: pg.Pool });

/** Embedded PostgreSQL. Without a directory the database lives in memory (tests). */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return { kind: 'pglite', client, db, close: () => client.close() };
}

/** Called when an idle pooled connection dies (server restart, terminated backend). */
export type IdleConnectionErrorHandler = (error: Error) => void;

export async function openPostgres(
  connectionString: string,
  onIdleConnectionError: IdleConnectionErrorHandler = () => {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Without a listener pg rethrows the error of a dropped idle connection and the process dies;
  // the pool already discards that connection and opens a new one on demand.
  pool.on('error', onIdleConnectionError);
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres({ client: pool, schema });
  return { kind: 'postgres', pool, db, close: () => pool.end() };
}

/** DATABASE_URL decides: PostgreSQL when set, otherwise PGlite files in `<dataDir>/pglite`. */
export function openDatabase(
  config: { databaseUrl: string | null; dataDir: string },
  onIdleConnectionError?: IdleConnectionErrorHandler,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, onIdleConnectionError)
    : openPglite(join(config.dataDir, 'pglite'));
}
