/**
 * Child process of catalogue.ts: the real app (buildApp) on the demo catalogue, listening on
 * 127.0.0.1. PGlite in memory, or a throw-away database on BENCH_DATABASE_URL's PostgreSQL.
 * Prints one JSON line { port } when ready; closes on SIGTERM.
 */
// As main.ts does, before anything else.
import '../../apps/server/src/lib/keep-tick-object-shape.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type DatabaseHandle, openPglite } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { seedDatabase } from '../../apps/server/src/db/seed/seed.ts';
import { openTemporaryPostgres } from '../../apps/server/src/test/temp-postgres.ts';

const serverUrl = process.env.BENCH_DATABASE_URL;
const database: DatabaseHandle = serverUrl
  ? await openTemporaryPostgres(serverUrl)
  : await openPglite();
const parsed = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  ADMIN_EMAIL: 'bench-admin@example.com',
  ADMIN_PASSWORD: 'bench-admin-password',
  PUBLIC_URL: 'https://shop.example.com',
  PAYMENTS_TEST_MODE: 'true',
  WEB_DIST_DIR: '/nonexistent-web-build',
  DATA_DIR: '/tmp/shop-bench-data',
});
const config = { ...parsed, jwtSecret: parsed.jwtSecret ?? '' };
await migrateDatabase(database, (db) => seedDatabase(db, { admin: config.admin }));
const app = await buildApp(config, { db: database.db, dbKind: database.kind });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ benchPort: typeof address === 'object' ? address?.port : 0 })}\n`,
);

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
