/**
 * `npm run db:prebuild-indexes`: builds the next migrations' indexes on the database at
 * DATABASE_URL without blocking the shop's writes, before the upgrade that would otherwise build
 * them inside its migration (docs/operations.md, "Upgrading a large database").
 */
import { loadConfig } from '../config.ts';
import { acquireInstanceLock } from '../instance-lock.ts';
import { openDatabase } from './client.ts';
import { prebuildIndexes } from './prebuild-indexes.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // PGlite: the shop is stopped for its upgrade, and this holds its data directory meanwhile.
  const lock = config.databaseUrl ? null : acquireInstanceLock(config.dataDir, config.shopName);
  const handle = await openDatabase(config);
  try {
    const started = performance.now();
    await prebuildIndexes(handle, ({ name, outcome, seconds }) => {
      process.stdout.write(`  ${name.padEnd(32)} ${outcome.padEnd(8)} ${seconds.toFixed(1)} s\n`);
    });
    process.stdout.write(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
  } finally {
    await handle.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `db:prebuild-indexes failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
