/**
 * Child process of in-process-baseline.ts: a bare node:http server answering a fixed 5.9 KB JSON
 * body, alone (`alone`), or in a process that has also opened, migrated and seeded the embedded
 * database (`pglite`), the same after first keeping a tick object's shape as main.ts does
 * (`pglite-kept`), or built the whole app on it (`app`), and the same again as main.ts starts
 * (`app-kept`). Prints { benchPort } when ready.
 */
import { createServer } from 'node:http';
import { loadConfig } from '../../apps/server/src/config.ts';
import { releaseEnv } from './release-server.ts';

const mode = process.argv[2] ?? 'alone';
if (mode.endsWith('-kept')) await import('../../apps/server/src/lib/keep-tick-object-shape.ts');
if (mode !== 'alone') {
  const { openPglite } = await import('../../apps/server/src/db/client.ts');
  const { migrateDatabase } = await import('../../apps/server/src/db/migrate.ts');
  const { seedDatabase } = await import('../../apps/server/src/db/seed/seed.ts');
  const config = loadConfig(
    releaseEnv({
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent-web-build',
      DATA_DIR: '/tmp/shop-bench-data',
    }),
  );
  const database = await openPglite();
  await migrateDatabase(database, (db) => seedDatabase(db, { admin: config.admin }));
  if (mode.startsWith('app')) {
    const { buildApp } = await import('../../apps/server/src/app.ts');
    const app = await buildApp(
      { ...config, jwtSecret: config.jwtSecret ?? '' },
      { db: database.db, dbKind: database.kind },
    );
    await app.ready();
  }
}

const body = Buffer.from(JSON.stringify({ success: true, data: 'x'.repeat(5_840) }));
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `${JSON.stringify({ benchPort: typeof address === 'object' ? address?.port : 0 })}\n`,
  );
});
process.on('SIGTERM', () => process.exit(0));
