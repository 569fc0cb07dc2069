import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { rateLimitHits } from '../db/schema/index.ts';

/** Expired rows are restarted by their next hit; the rest are swept at most this often. */
const SWEEP_EVERY_MS = 60_000;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * Against the statement's clock, not now(): a hit whose transaction started before a concurrent
 * first hit committed the window would otherwise read a few ms more than the whole window.
 */
const msLeft = sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetsAt} - clock_timestamp()) * 1000))::int`;

/**
 * One more hit on `key`: a fixed window of `windowMs` from its first hit, on the database's
 * clock. Also counts the shop's own attempt limits (plugins/attempt-counting.ts).
 */
export async function countRateLimitHit(db: Database, key: string, windowMs: number) {
  const restart = sql`${rateLimitHits.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${restart} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetsAt: sql`case when ${restart} then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, ttlMs: msLeft });
  if (!row) throw new Error('the rate-limit count was not returned');
  return { current: row.hits, ttl: Number(row.ttlMs) };
}

/** The hits `key` has in its current window (0 when its window is over), without counting one. */
export async function peekRateLimitHits(db: Database, key: string) {
  const [row] = await db
    .select({ hits: rateLimitHits.hits, ttlMs: msLeft })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.resetsAt, sql`now()`)));
  return row ? { current: row.hits, ttl: Number(row.ttlMs) } : { current: 0, ttl: 0 };
}

/**
 * @fastify/rate-limit's store on the PostgreSQL database every instance shares: one upsert per
 * counted request, atomic under concurrency, on the database's clock so instances whose clocks
 * differ still agree on the window. A route counts in a fixed window from its first hit, as the
 * in-memory and Redis stores do.
 */
export function postgresRateLimitStore(db: Database, log: FastifyBaseLogger) {
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    db.delete(rateLimitHits)
      .where(lt(rateLimitHits.resetsAt, sql`now()`))
      .catch((error: unknown) => log.warn({ err: error }, 'sweeping old rate-limit counts failed'));
  };

  async function hit(key: string, windowMs: number) {
    const counted = await countRateLimitHit(db, key, windowMs);
    sweep();
    return counted;
  }

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // One count per route and client, like the Redis store: sign-ins and contact do not share.
    // The plugin passes the route's merged limit options, with the route under `routeInfo`.
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new PostgresRateLimitStore(undefined, `${route?.method ?? ''}${route?.url ?? ''}-`);
    }
  }
  return PostgresRateLimitStore as FastifyRateLimitStoreCtor;
}
