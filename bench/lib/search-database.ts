/**
 * A database holding the demo catalogue and 100,000 generated products, migrated as the release
 * migrates, for the release server to open: PGlite files in a temporary directory, or a fresh
 * database on a PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { seedDatabase } from '../../apps/server/src/db/seed/seed.ts';
import { insertGeneratedCatalogue } from './generated-catalogue.ts';

export interface BenchDatabase {
  /** What the release server is given: DATA_DIR (PGlite) or DATABASE_URL. */
  env: Record<string, string>;
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
  return {
    env: { DATA_DIR: dataDir },
    loadSeconds: (performance.now() - started) / 1000,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
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
  return {
    env: { DATABASE_URL: url.toString() },
    loadSeconds: (performance.now() - started) / 1000,
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
