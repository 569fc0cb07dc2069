import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTemporaryPostgres } from '../test/temp-postgres.ts';
import { type DatabaseHandle, openPglite } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { PREBUILT_INDEXES, prebuildIndexes } from './prebuild-indexes.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  handle = serverUrl ? await openTemporaryPostgres(serverUrl) : await openPglite();
  await migrateDatabase(handle);
}, 120_000);
afterAll(() => handle.close());

async function query<T>(statement: string): Promise<T[]> {
  return handle.kind === 'pglite'
    ? (await handle.client.query<T>(statement)).rows
    : ((await handle.pool.query(statement)).rows as T[]);
}

const definitions = async () =>
  query<{ name: string; definition: string; valid: boolean }>(`
    select c.relname as name, pg_get_indexdef(c.oid) as definition, i.indisvalid as valid
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relname in (${PREBUILT_INDEXES.map(({ name }) => `'${name}'`).join(', ')})
    order by c.relname`);

describe('db:prebuild-indexes', () => {
  it('issue 28: builds exactly the indexes the migrations build, so their IF NOT EXISTS is instant', async () => {
    const migrated = await definitions();
    expect(migrated.map(({ name }) => name)).toEqual(
      PREBUILT_INDEXES.map(({ name }) => name).sort(),
    );
    for (const { name } of PREBUILT_INDEXES) await query(`drop index "${name}"`);
    const built = await prebuildIndexes(handle);
    expect(built.map(({ outcome }) => outcome)).toEqual(PREBUILT_INDEXES.map(() => 'built'));
    expect(await definitions()).toEqual(migrated);
    const again = await prebuildIndexes(handle);
    expect(again.map(({ outcome }) => outcome)).toEqual(PREBUILT_INDEXES.map(() => 'present'));
  });

  it('issue 28: rebuilds an index a cancelled concurrent build left invalid', async () => {
    const [first] = PREBUILT_INDEXES;
    await query(`update pg_index set indisvalid = false
      where indexrelid = '"${first?.name}"'::regclass`);
    const [report] = await prebuildIndexes(handle);
    expect(report).toMatchObject({ name: first?.name, outcome: 'rebuilt' });
    expect((await definitions()).every(({ valid }) => valid)).toBe(true);
  });
});
