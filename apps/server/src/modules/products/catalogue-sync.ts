import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/database.ts';
import { catalogueCache } from './catalogue-cache.ts';

const CHANNEL = 'catalogue_changed';
const RECONNECT_AFTER_MS = 1_000;

/** Tells every instance on this PostgreSQL database that the catalogue changed. */
export async function announceCatalogueChange(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`);
}

/**
 * After a write that shoppers see (stock, prices, products): this instance's cache is cleared at
 * once, and the other instances on the same PostgreSQL database are told to clear theirs.
 */
export async function catalogueChanged(app: FastifyInstance, log: FastifyBaseLogger) {
  catalogueCache(app.db).clear();
  if (app.dbKind !== 'postgres') return;
  await announceCatalogueChange(app.db).catch((error: unknown) =>
    log.warn({ err: error }, 'announcing the catalogue change failed'),
  );
}

/**
 * Calls `onChange` whenever any instance announces a catalogue change, over one dedicated LISTEN
 * connection. When that connection drops, announcements may have been missed, so `onChange` is
 * called as it reconnects too; meanwhile the cache's own 5 s lifetime still bounds staleness.
 */
export async function listenForCatalogueChanges(
  connection: pg.ClientConfig,
  onChange: () => void,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (closed) return;
    log.warn({ err: error }, 'catalogue change listener lost its connection; reconnecting');
    // Its late errors are this same loss: heard, so they cannot crash the process.
    client?.removeAllListeners().on('error', () => {});
    client?.end().catch(() => {});
    client = undefined;
    retry ??= setTimeout(() => {
      retry = undefined;
      connect().then(onChange, lost);
    }, RECONNECT_AFTER_MS);
    retry.unref();
  };

  async function connect() {
    const next = new pg.Client(connection);
    next.on('notification', onChange);
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * On PostgreSQL, several instances may serve the shop: each one clears its catalogue cache as
 * soon as any instance announces an admin's change. PGlite has one instance; nothing to do.
 */
export async function syncCatalogueAcrossInstances(app: FastifyInstance): Promise<void> {
  // Drizzle's documented handle on the driver: the node-postgres pool on PostgreSQL.
  const pool = (app.db as unknown as { $client?: unknown }).$client;
  if (app.dbKind !== 'postgres' || !(pool instanceof pg.Pool)) return;
  const cache = catalogueCache(app.db);
  const listener = await listenForCatalogueChanges(pool.options, () => cache.clear(), app.log);
  app.addHook('onClose', () => listener.close());
}
