import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTemporaryPostgres } from '../test/temp-postgres.ts';
import { type DatabaseHandle, openPglite } from './client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';

/** Migration 0029's statements, as the migrator runs them. */
const [guard, createIndex, dropIndex] = readFileSync(
  join(MIGRATIONS_FOLDER, '0029_product_sku_any_case.sql'),
  'utf8',
).split('--> statement-breakpoint');

let handle: DatabaseHandle;
beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  handle = serverUrl ? await openTemporaryPostgres(serverUrl) : await openPglite();
  await migrateDatabase(handle);
}, 120_000);
afterAll(() => handle.close());

async function run(statement: string) {
  if (handle.kind === 'pglite') await handle.client.exec(statement);
  else await handle.pool.query(statement);
}

const addProduct = (sku: string) =>
  run(`insert into products (sku, name, price_cents, category)
    values ('${sku}', 'Cartridge ${sku}', 1299, 'residential')`);

describe('migration 0029: SKUs unique whatever their case', () => {
  it('stops an upgrade whose shop has SKUs that differ only in case, naming them, and goes on once one is renamed', async () => {
    // The database as it was before 0029, with a pair the old index allowed.
    await run(`drop index "products_sku_lower_unique";
      create unique index "products_sku_unique" on products (sku) where deleted_at is null`);
    await addProduct('GUARD-10');
    await addProduct('guard-10');

    await expect(run(guard!)).rejects.toThrow(
      'Live products share a SKU that differs only in case (GUARD-10, guard-10): rename one of each in the back office, then upgrade again.',
    );

    await run(`update products set sku = 'guard-10-b' where sku = 'guard-10'`);
    await run(guard!);
    await run(createIndex!);
    await run(dropIndex!);
    await expect(addProduct('Guard-10')).rejects.toThrow(/products_sku_lower_unique/);
  });
});
