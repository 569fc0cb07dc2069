import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { postgresRateLimitStore } from './postgres-rate-limit-store.ts';

type Counting = Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>;

/** Connects at start, so a wrong REDIS_URL stops the start instead of failing later. */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Loaded only when used: shops without Redis do not carry the client in memory.
  const { Redis } = await import('ioredis');
  // No offline queue: while Redis is away a count fails at once instead of holding the request.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis connection problem'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Could not connect to Redis at REDIS_URL: ${(error as Error).message}`);
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/**
 * Where @fastify/rate-limit counts, so that a limit holds for the whole shop however many
 * instances serve it: Redis when REDIS_URL is set; otherwise the shared PostgreSQL database;
 * in memory on PGlite, which only ever has one instance.
 */
export async function rateLimitCounting(app: FastifyInstance): Promise<Counting> {
  const { redisUrl } = app.config;
  if (redisUrl) {
    app.log.info('rate limits are counted in Redis');
    // While Redis is down requests pass uncounted; per-account lockouts stay in the database.
    const redis = await connectRedis(app, redisUrl);
    return { redis, nameSpace: 'clearspring-rate-limit:', skipOnError: true };
  }
  if (app.dbKind === 'postgres') {
    return { store: postgresRateLimitStore(app.db, app.log) };
  }
  return {};
}
