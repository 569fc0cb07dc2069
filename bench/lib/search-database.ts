/**
 * A database holding the demo catalogue and 100,000 generated products, migrated as the release
 * migrates, for the release server to open: PGlite files in a temporary directory, or a fresh
 * database on a PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { seedDatabase } from '../../apps/server/src/db/seed/seed.ts';
import { insertGeneratedCatalogue } from './generated-catalogue.ts';
import { cpuMs } from './proc-cpu.ts';

export interface BenchDatabase {
  /** What the release server is given: DATA_DIR (PGlite) or DATABASE_URL. */
  env: Record<string, string>;
  /** The same for a second server: a copy of the PGlite files, or the same PostgreSQL database. */
  second(): Record<string, string>;
  /** CPU time so far (ms) of each PostgreSQL backend serving the database (none for PGlite). */
  backendCpu(): Promise<Map<number, number>>;
  loadSeconds: number;
  drop(): Promise<void>;
}

async function fill(handle: DatabaseHandle, products: number) {
  await migrateDatabase(handle, (db) =>
    seedDatabase(db, { admin: { email: 'bench@example.com', password: 'bench-password-123' } }),
  );
  await insertGeneratedCatalogue(handle.db, products);
  // What autovacuum does on a live server: merges the GIN pending lists and refreshes statistics.
  await handle.db.execute(sql`vacuum analyze`);
  await handle.close();
}

export async function preparePglite(products: number): Promise<BenchDatabase> {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'search-bench-'));
  await fill(await openPglite(join(dataDir, 'pglite')), products);
  const copy = `${dataDir}-second`;
  return {
    env: { DATA_DIR: dataDir },
    second() {
      cpSync(dataDir, copy, { recursive: true });
      return { DATA_DIR: copy };
    },
    backendCpu: async () => new Map(),
    loadSeconds: (performance.now() - started) / 1000,
    async drop() {
      for (const dir of [dataDir, copy]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function onServer<T extends pg.QueryResultRow>(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}

export async function preparePostgres(serverUrl: string, products: number): Promise<BenchDatabase> {
  const started = performance.now();
  const name = `search_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await fill(await openPostgres(url.toString()), products);
  // The server's query work happens in these processes, not in node; they run on either core.
  const backends = () =>
    onServer<{ pid: number }>(
      serverUrl,
      `select pid from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
  return {
    env: { DATABASE_URL: url.toString() },
    second: () => ({ DATABASE_URL: url.toString() }),
    backendCpu: async () => new Map((await backends()).map(({ pid }) => [pid, cpuMs(pid)])),
    loadSeconds: (performance.now() - started) / 1000,
    async drop() {
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
