import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  type DatabaseHandle,
  DRIZZLE_PARSERS,
  openPglite,
  openPostgres,
  withoutQueryParsers,
} from './client.ts';

type QueryOptions = Parameters<PGlite['query']>[2];

/** A stand-in for PGlite that answers nothing and keeps the options each query was sent with. */
function recordingClient() {
  const sent: QueryOptions[] = [];
  const fake = {
    query: async (_text: string, _params: unknown[], options: QueryOptions) => {
      sent.push(options);
      return { rows: [], fields: [], affectedRows: 0 };
    },
    transaction: (callback: (tx: unknown) => Promise<unknown>) => callback(fake),
  };
  return { sent, client: fake as unknown as PGlite };
}

/** `db.execute` answers with the driver's own result, typed unknown for either database. */
const rowsOf = (answer: unknown) => (answer as { rows: Record<string, unknown>[] }).rows;

describe('PGlite as drizzle uses it', () => {
  let handle: DatabaseHandle & { kind: 'pglite' };
  beforeAll(async () => {
    handle = (await openPglite()) as DatabaseHandle & { kind: 'pglite' };
  });
  afterAll(() => handle.close());

  it("installs drizzle's own parsers, the ones drizzle sends with each query", async () => {
    const { sent, client } = recordingClient();
    const db = drizzle({ client });
    await db.execute(sql`select 1`);
    await db.select({ one: sql`1` }).from(sql`(select 1) as t`);
    expect(sent).toHaveLength(2);
    for (const options of sent) {
      const parsers = options?.parsers ?? {};
      expect(Object.keys(parsers).sort()).toEqual(Object.keys(DRIZZLE_PARSERS).sort());
      for (const [oid, parse] of Object.entries(parsers)) {
        expect(parse('2026-11-26 08:00:00', Number(oid))).toBe(
          DRIZZLE_PARSERS[Number(oid)]!('2026-11-26 08:00:00'),
        );
      }
    }
  });

  it('sends its queries to PGlite without them', async () => {
    const query = vi.spyOn(handle.client, 'query');
    await handle.db.execute(sql`select 1`);
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0]![2]).toEqual({ rowMode: 'object' });
    query.mockRestore();
  });

  it('takes them out in transactions too', async () => {
    const recording = recordingClient();
    const { sent } = recording;
    const client = withoutQueryParsers(recording.client);
    await client.query('select 1', [], { rowMode: 'array', parsers: DRIZZLE_PARSERS });
    await client.transaction((tx) =>
      tx.query('select 2', [], { rowMode: 'array', parsers: DRIZZLE_PARSERS }),
    );
    expect(sent).toEqual([{ rowMode: 'array' }, { rowMode: 'array' }]);
    const inTransaction = await handle.db.transaction((tx) => tx.execute(sql`select 3 as n`));
    expect(rowsOf(inTransaction)).toEqual([{ n: 3 }]);
  });

  it('answers dates, times and intervals as text for drizzle to map, as before', async () => {
    const answer = await handle.db.execute(
      sql`select timestamptz '2026-11-26 08:00:00+00' as at, date '2026-11-26' as day,
        interval '1 day' as span`,
    );
    expect(rowsOf(answer)[0]).toEqual({
      at: '2026-11-26 08:00:00+00',
      day: '2026-11-26',
      span: '1 day',
    });
  });
});

describe('PGlite as the server opens it (hardening 40.14)', () => {
  it('holds the buffer pool PGLITE_SHARED_BUFFERS asks for', async () => {
    const { pgliteSharedBuffersMb } = loadConfig({ PGLITE_SHARED_BUFFERS: '16MB' });
    const handle = await openPglite(undefined, { sharedBuffersMb: pgliteSharedBuffersMb });
    try {
      expect(handle.kind).toBe('pglite');
      const answer = await handle.db.execute(sql`show shared_buffers`);
      expect(rowsOf(answer)[0]).toEqual({ shared_buffers: '16MB' });
    } finally {
      await handle.close();
    }
  }, 180_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL as the app connects to it', () => {
  it('plans every execution of a named statement with its own values', async () => {
    const handle = await openPostgres(process.env.TEST_DATABASE_URL!);
    try {
      expect(rowsOf(await handle.db.execute(sql`show plan_cache_mode`))).toEqual([
        { plan_cache_mode: 'force_custom_plan' },
      ]);
    } finally {
      await handle.close();
    }
  });
});
