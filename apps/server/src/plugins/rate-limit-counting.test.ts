import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { type DatabaseHandle, openPglite } from '../db/client.ts';
import type { Database } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { uniqueEmail } from '../modules/auth/auth-test-helpers.ts';
import { IP_RATE_LIMITS } from '../modules/auth/rate-limits.ts';
import { openTemporaryPostgres } from '../test/temp-postgres.ts';
import { createTestApp, type TestApp, testConfig } from '../test/test-app.ts';
import { postgresRateLimitStore } from './postgres-rate-limit-store.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const silentLog = { warn() {} } as unknown as FastifyInstance['log'];

/** Failed sign-ins (a new unknown account each, so only the per-address limit can apply). */
async function failedSignIns(apps: FastifyInstance[], count: number, ip: string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const response = await apps[attempt % apps.length]!.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { credential: uniqueEmail(), password: 'not the password' },
      remoteAddress: ip,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

/** Two instances of the shop on one database, as a deployment behind a load balancer runs them. */
async function twoInstances(config: Parameters<typeof testConfig>[0] = {}) {
  const first = await createTestApp({ config });
  const second = await buildApp(testConfig(config), { db: first.db, dbKind: first.dbKind });
  await second.ready();
  return { first, apps: [first.app, second], close: () => second.close().then(first.close) };
}

const limit = IP_RATE_LIMITS.login.max;
const expected = [...Array(limit).fill(401), 429];

describe('the PostgreSQL rate-limit store', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = serverUrl ? await openTemporaryPostgres(serverUrl) : await openPglite();
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  const count = (
    store: InstanceType<ReturnType<typeof postgresRateLimitStore>>,
    key: string,
    windowMs = 200,
  ) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(
        key,
        (error, result) => (error || !result ? reject(error) : resolve(result)),
        windowMs,
        5,
      ),
    );

  it('counts concurrent hits exactly and starts again when the window is over', async () => {
    const Store = postgresRateLimitStore(database.db, silentLog);
    const store = new Store({});
    // A window of a minute for the count: on a crowded machine 12 hits can take longer than 200 ms.
    const results = await Promise.all(
      Array.from({ length: 12 }, () => count(store, 'concurrent', 60_000)),
    );
    expect(results.map((result) => result.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(Math.max(...results.map((result) => result.ttl))).toBeLessThanOrEqual(60_000);
    // A window of 200 ms starts again after it.
    await count(store, 'a');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await count(store, 'a')).current).toBe(1);
    expect((await count(store, 'b')).current).toBe(1);
  });
});

describe.skipIf(!serverUrl)('rate limits on PostgreSQL', () => {
  let shop: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    shop = await twoInstances();
  });
  afterAll(() => shop.close());

  it('holds 30 failed sign-ins a minute per address across two instances, not per instance', async () => {
    expect(await failedSignIns(shop.apps, limit + 1, '10.1.2.3')).toEqual(expected);
    expect(await failedSignIns(shop.apps, 1, '10.1.2.4')).toEqual([401]);
  });
});

describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  let shop: Awaited<ReturnType<typeof twoInstances>>;
  let t: TestApp;
  beforeAll(async () => {
    shop = await twoInstances({ redisUrl: redisUrl ?? null });
    t = shop.first;
  });
  afterAll(() => shop.close());

  it('holds 30 failed sign-ins a minute per address across two instances', async () => {
    // Redis outlives test runs: a random address starts from zero.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    expect(await failedSignIns(shop.apps, limit + 1, ip)).toEqual(expected);
    expect(t.config.redisUrl).toBe(redisUrl);
  });
});

describe('REDIS_URL', () => {
  it('is read as a redis:// or rediss:// URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(ConfigError);
  });

  it('stops the start when Redis cannot be reached', async () => {
    // The start fails before anything reads the database.
    const db = {} as Database;
    const config = testConfig({ redisUrl: 'redis://127.0.0.1:1' });
    await expect(buildApp(config, { db, dbKind: 'pglite' })).rejects.toThrow(
      /Could not connect to Redis at REDIS_URL/,
    );
  });
});
