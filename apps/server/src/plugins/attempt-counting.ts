import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database.ts';
import { countRateLimitHit, peekRateLimitHits } from './postgres-rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the shop's own attempts (card declines, unknown codes) where rate limits count. */
    attempts: AttemptCounter;
  }
}

/** Hits in the key's window and the milliseconds until that window is over. */
export interface AttemptCount {
  current: number;
  ttl: number;
}

/**
 * A count per key in a fixed window, for limits a route cannot express as "requests": only the
 * attempts that failed count, after the answer is known. `peek` reads without counting.
 */
export interface AttemptCounter {
  count(key: string, windowMs: number): Promise<AttemptCount>;
  peek(key: string): Promise<AttemptCount>;
}

// INCR and the window's expiry in one step, as @fastify/rate-limit's Redis store does.
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { current, redis.call('PTTL', KEYS[1]) }`;

const NOTHING: AttemptCount = { current: 0, ttl: 0 };

function redisCounter(redis: Redis, nameSpace: string, log: FastifyBaseLogger): AttemptCounter {
  const keyOf = (key: string) => `${nameSpace}attempt:${key}`;
  // While Redis is down attempts pass uncounted, like rate-limited routes (decision 022).
  const uncounted = (error: unknown) => {
    log.warn({ err: error }, 'counting an attempt in Redis failed');
    return NOTHING;
  };
  return {
    async count(key, windowMs) {
      try {
        const [current, ttl] = (await redis.eval(
          COUNT_SCRIPT,
          1,
          keyOf(key),
          windowMs,
        )) as number[];
        return { current: Number(current), ttl: Math.max(0, Number(ttl)) };
      } catch (error) {
        return uncounted(error);
      }
    },
    async peek(key) {
      try {
        const [[, current], [, ttl]] = (await redis
          .multi()
          .get(keyOf(key))
          .pttl(keyOf(key))
          .exec()) as [[unknown, string | null], [unknown, number]];
        return { current: Number(current ?? 0), ttl: Math.max(0, Number(ttl)) };
      } catch (error) {
        return uncounted(error);
      }
    },
  };
}

/**
 * Where attempts are counted: in Redis when the rate limits are (REDIS_URL), otherwise in the
 * database's `rate_limit_hits`, on PGlite too (one instance, but the count then survives a
 * restart, and attempts are rare enough for a row each).
 */
export function attemptCounter(
  db: Database,
  log: FastifyBaseLogger,
  redis?: { client: Redis; nameSpace: string },
): AttemptCounter {
  if (redis) return redisCounter(redis.client, redis.nameSpace, log);
  return {
    count: (key, windowMs) => countRateLimitHit(db, `attempt:${key}`, windowMs),
    peek: (key) => peekRateLimitHits(db, `attempt:${key}`),
  };
}
