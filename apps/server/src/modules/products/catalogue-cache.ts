import type { Database } from '../../db/database.ts';

/**
 * Catalogue reads are the hot path (every page view) and change rarely, so the public product
 * responses are kept as ready-to-send JSON for a few seconds. Admin writes on this instance
 * clear it at once; other instances (PostgreSQL deployments) catch up within TTL_MS. Stock on
 * a card may lag by that much; carts and orders always check the database.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  body: Buffer;
  expiresAt: number;
}

/**
 * Bodies are kept as UTF-8 bytes: a hit is then written as is, without measuring and encoding a
 * string on every request.
 */
export interface CatalogueCache {
  /** The live cached JSON for `key`, if any. */
  peek(key: string): Buffer | undefined;
  /** The cached JSON for `key`, or `produce()` serialized and remembered. */
  json(key: string, produce: () => Promise<unknown>): Promise<Buffer>;
  clear(): void;
  /** Calls `listener` after every clear: caches built from the catalogue (rendered pages). */
  onClear(listener: () => void): void;
}

function createCatalogueCache(now: () => number = Date.now): CatalogueCache {
  const entries = new Map<string, Entry>();
  const clearListeners: (() => void)[] = [];
  const peek = (key: string) => {
    const hit = entries.get(key);
    return hit && hit.expiresAt > now() ? hit.body : undefined;
  };
  return {
    peek,
    async json(key, produce) {
      const hit = peek(key);
      if (hit !== undefined) return hit;
      const body = Buffer.from(JSON.stringify(await produce()));
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { body, expiresAt: now() + TTL_MS });
      return body;
    },
    clear() {
      entries.clear();
      for (const listener of clearListeners) listener();
    },
    onClear(listener) {
      clearListeners.push(listener);
    },
  };
}

const caches = new WeakMap<Database, CatalogueCache>();

/** One cache per database handle, shared by the public and the admin product routes. */
export function catalogueCache(db: Database): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCatalogueCache();
    caches.set(db, cache);
  }
  return cache;
}
