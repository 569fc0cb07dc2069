import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
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

const keepText = (value: string) => value;

/**
 * The type parsers drizzle hands PGlite with every query (drizzle-orm/pglite/session.js): dates,
 * times, intervals and arrays of them (and numeric[]) stay PostgreSQL's text, which drizzle maps
 * itself. `client.test.ts` fails if drizzle's list changes.
 */
export const DRIZZLE_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  [
    1114, // timestamp
    1184, // timestamptz
    1186, // interval
    1082, // date
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, keepText]),
);

type Queryable = Pick<PGlite, 'query'>;

/**
 * `target` with drizzle's per-query parsers taken out of each query's options. Given parsers,
 * PGlite copies its own table of several hundred types with them into a new object for every
 * query: an eighth of a search's CPU on PGlite (decision 040). The same parsers are installed
 * in the client once instead (`openPglite`), so every answer is parsed as before.
 */
export function withoutQueryParsers<T extends Queryable>(target: T): T {
  const query: Queryable['query'] = (text, params, options) => {
    if (options?.parsers === undefined) return target.query(text, params, options);
    const { parsers: _installedOnce, ...rest } = options;
    return target.query(text, params, rest);
  };
  const transaction: PGlite['transaction'] = (callback) =>
    (target as unknown as PGlite).transaction((tx) => callback(withoutQueryParsers(tx)));
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') return query;
      // The client's transactions hand out their own query function: theirs are wrapped too.
      if (property === 'transaction' && property in object) return transaction;
      const value = Reflect.get(object, property, object);
      // PGlite keeps its state in private fields: its methods must run on the client itself.
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

export interface PgliteOptions {
  /** A dump of another's data directory to start from instead of an empty one. */
  loadDataDir?: Blob;
  /**
   * PostgreSQL's shared_buffers in MB (PGLITE_SHARED_BUFFERS). The pool sits in the WebAssembly
   * memory, all of it resident from the start, and that memory never shrinks (decision 080).
   * Absent: PGlite's own 128 MB.
   */
  sharedBuffersMb?: number;
}

/** Embedded PostgreSQL. Without a directory the database lives in memory (tests). */
export async function openPglite(
  dataDir?: string,
  { loadDataDir, sharedBuffersMb }: PgliteOptions = {},
): Promise<DatabaseHandle> {
  // Loaded here, not at start: a release on PostgreSQL never needs PGlite (decision 080).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  // After PGlite's own parameters: a `-c` on the command line outranks postgresql.conf, which
  // PGlite's `postgresqlconf` option would overwrite in the data directory.
  const startParams =
    sharedBuffersMb === undefined
      ? undefined
      : [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`];
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    loadDataDir,
    ...(startParams && { startParams }),
  });
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const db = drizzlePglite({ client: withoutQueryParsers(client), schema });
  return { kind: 'pglite', client, db, close: () => client.close() };
}

/** Called when an idle pooled connection dies (server restart, terminated backend). */
export type IdleConnectionErrorHandler = (error: Error) => void;

export async function openPostgres(
  connectionString: string,
  onIdleConnectionError: IdleConnectionErrorHandler = () => {},
): Promise<DatabaseHandle> {
  // Searches are named statements (product-listing.ts): each must be planned with its own text,
  // never by a generic plan made blind to it.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    options: '-c plan_cache_mode=force_custom_plan',
  });
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
  config: { databaseUrl: string | null; dataDir: string; pgliteSharedBuffersMb?: number },
  onIdleConnectionError?: IdleConnectionErrorHandler,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, onIdleConnectionError)
    : openPglite(join(config.dataDir, 'pglite'), {
        sharedBuffersMb: config.pgliteSharedBuffersMb,
      });
}
