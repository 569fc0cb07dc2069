import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { PaymentProcessor } from '../adapters/payments/index.ts';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Database, DatabaseKind } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { openSeededPglite } from './pglite-template.ts';
import { openTemporaryPostgres } from './temp-postgres.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  dbKind: DatabaseKind;
  config: Config;
  close(): Promise<void>;
}

/** A quiet config that touches no real data directory and serves no web build. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const parsed = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const unused = join(tmpdir(), 'clearspring-tests-unused');
  return {
    ...parsed,
    dataDir: unused,
    webDistDir: join(unused, 'no-web-build'),
    webSsrEntry: join(unused, 'no-web-build', 'entry-server.js'),
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...overrides,
  };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Extra routes for tests of app-wide behaviour (errors, rate limits). */
  addRoutes?: (app: FastifyInstance) => void;
  /** A logger of the test's own (to read what the app logs). */
  logger?: FastifyBaseLogger;
  /** A payment processor of the test's own (replayStripe's); otherwise the test-card one. */
  payments?: PaymentProcessor;
}

/**
 * A fresh app on a fresh database with the real migrations and seed: in-memory PGlite, or a
 * throw-away database on TEST_DATABASE_URL's PostgreSQL server when that is set.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const serverUrl = process.env.TEST_DATABASE_URL;
  const seed = { admin: config.admin, demoCatalogue: config.seedDemo };
  let database: DatabaseHandle;
  if (serverUrl) {
    database = await openTemporaryPostgres(serverUrl);
    await migrateDatabase(database, (db) => seedDatabase(db, seed));
  } else {
    database = await openSeededPglite(seed);
  }
  const app = await buildApp(config, {
    db: database.db,
    dbKind: database.kind,
    logger: options.logger,
    payments: options.payments,
  });
  options.addRoutes?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    dbKind: database.kind,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * createTestApp for the calling `describe` block: built before its tests, closed after them. The
 * returned app is filled in by then, so read it inside tests and hooks, not while collecting.
 */
export function setUpTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close());
  return t;
}
