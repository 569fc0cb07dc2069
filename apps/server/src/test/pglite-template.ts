import { createHash, randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DatabaseHandle, openPglite } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { type SeedOptions, seedDatabase } from '../db/seed/seed.ts';

/**
 * A migrated and seeded in-memory PGlite for a test. A new PGlite runs initdb first, 5 to 8 CPU
 * seconds of every API test file; one started from a dump of a database already migrated and
 * seeded takes about 2. So the first test file of a run that needs a database with these seed
 * options builds it and leaves its dump in TEST_PGLITE_TEMPLATES (a directory made for the run
 * by global-setup.ts), and the others start from that dump. Without the variable (a test file
 * run some other way) every database is built from scratch.
 */
export async function openSeededPglite(seed: SeedOptions): Promise<DatabaseHandle> {
  const templates = process.env.TEST_PGLITE_TEMPLATES;
  if (!templates) return buildSeededPglite(seed);
  const key = createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 16);
  const file = join(templates, `${key}.tar`);
  const dump = await readFile(file).catch(() => null);
  if (dump) return openPglite(undefined, { loadDataDir: new Blob([dump]) });
  const handle = await buildSeededPglite(seed);
  const built = await handle.client.dumpDataDir('none');
  // Written whole, then renamed: a worker reading at the same moment sees no half of it. The
  // name is this build's own: two apps built at once in one file (one process) must not share it.
  const partial = `${file}.${process.pid}.${randomUUID()}`;
  await writeFile(partial, Buffer.from(await built.arrayBuffer()));
  await rename(partial, file);
  return handle;
}

async function buildSeededPglite(seed: SeedOptions) {
  const handle = (await openPglite()) as DatabaseHandle & { kind: 'pglite' };
  await migrateDatabase(handle, (db) => seedDatabase(db, seed));
  return handle;
}
