import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTemporaryPostgres } from '../../test/temp-postgres.ts';
import { announceCatalogueChange, listenForCatalogueChanges } from './catalogue-sync.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

describe.skipIf(!serverUrl)('catalogue changes across instances (PostgreSQL)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTemporaryPostgres(serverUrl ?? '');
  });
  afterAll(() => database.close());

  const options = () => (database.kind === 'postgres' ? database.pool.options : {});

  it('reaches every listening instance, and still does after its connection was cut', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const listeners = [
      await listenForCatalogueChanges(options(), first, log),
      await listenForCatalogueChanges(options(), second, log),
    ];
    await announceCatalogueChange(database.db);
    await vi.waitFor(() => expect([first, second].map((f) => f.mock.calls.length)).toEqual([1, 1]));

    // A dropped connection (database restart, failover) is noticed and the listener comes back.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen%'`,
    );
    await vi.waitFor(() => expect(second.mock.calls.length).toBeGreaterThanOrEqual(2), {
      timeout: 5_000,
    });
    first.mockClear();
    await announceCatalogueChange(database.db);
    await vi.waitFor(() => expect(first).toHaveBeenCalled());
    await Promise.all(listeners.map((listener) => listener.close()));
  });
});
