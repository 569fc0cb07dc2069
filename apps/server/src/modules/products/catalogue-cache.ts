import type { Database } from '../../db/database.ts';
import type { ReadyAnswer } from '../../lib/ready-answer.ts';

/**
 * Catalogue reads are the hot path (every page view) and change rarely, so the public product
 * responses are kept as ready-to-send JSON for a few seconds. Admin writes on this instance
 * clear it at once; other instances (PostgreSQL deployments) catch up within TTL_MS. Stock on
 * a card may lag by that much; carts and orders always check the database.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;

const JSON_HEADERS = ['content-type', 'application/json; charset=utf-8'];

/**
 * A cached 200 answer. The body is kept as UTF-8 bytes: a hit is then written as is, without
 * measuring and encoding a string on every request.
 */
interface Entry extends ReadyAnswer {
  expiresAt: number;
}

/** The request a cached answer is for: keyed by its exact URL, query string included. */
interface CachedRequest {
  url: string;
  routeOptions: { url?: string | undefined };
}

export interface CatalogueCache {
  /** The live cached answer for the exact request URL `url`, if any. */
  peek(url: string): ReadyAnswer | undefined;
  /**
   * The cached JSON for `request`'s URL, or `produce()` serialized and remembered, unless the
   * cache was cleared while it produced: that answer may predate an admin's change, so it is
   * sent to its request but not kept for the next ones.
   */
  json(request: CachedRequest, produce: () => Promise<unknown>): Promise<Buffer>;
  clear(): void;
  /** Calls `listener` after every clear: caches built from the catalogue (rendered pages). */
  onClear(listener: () => void): void;
}

export function createCatalogueCache(now: () => number = Date.now): CatalogueCache {
  const entries = new Map<string, Entry>();
  const clearListeners: (() => void)[] = [];
  let clears = 0;
  const peek = (url: string) => {
    const hit = entries.get(url);
    return hit && hit.expiresAt > now() ? hit : undefined;
  };
  return {
    peek,
    async json(request, produce) {
      const hit = peek(request.url);
      if (hit !== undefined) return hit.body;
      const clearsBefore = clears;
      const body = Buffer.from(JSON.stringify(await produce()));
      if (clears !== clearsBefore) return body;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const route = request.routeOptions.url ?? request.url;
      entries.set(request.url, {
        status: 200,
        body,
        route,
        headers: JSON_HEADERS,
        expiresAt: now() + TTL_MS,
      });
      return body;
    },
    clear() {
      clears += 1;
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
