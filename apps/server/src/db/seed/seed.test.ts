import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp } from '../../test/test-app.ts';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { products, users } from '../schema/index.ts';
import { seedDatabase } from './seed.ts';

const admin = { email: 'admin@clearspring.test', password: 'a-test-admin-password' };

let dataDir: string;

/** What main.ts does on start-up, against PGlite files in `dataDir`; returns the seed's log. */
async function startUp() {
  const log = { info: vi.fn() };
  const database = await openDatabase({ databaseUrl: null, dataDir });
  await migrateDatabase(database, (db) => seedDatabase(db, { admin, log }));
  return { database, log };
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'seed-restart-'));
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('start-up on an existing PGlite data directory', () => {
  // Two PGlites on a data directory, each with its initdb (5-8 CPU s) on a busy machine.
  it('keeps what was stored and seeds neither the catalogue nor the admin again', {
    timeout: 120_000,
  }, async () => {
    const first = await startUp();
    expect(first.log.info).toHaveBeenCalledWith(
      expect.objectContaining({ productCount: expect.any(Number) }),
      'seeded the demo catalogue',
    );
    const [seeded] = await first.database.db.select({ total: count() }).from(products);
    await first.database.db
      .update(products)
      .set({ name: 'Renamed by the shop owner' })
      .where(eq(products.sku, 'PRT-SED-5'));
    await first.database.db.insert(users).values({
      name: 'Kept Customer',
      email: 'kept@example.com',
      passwordHash: 'not-a-real-hash',
    });
    await first.database.close();

    const second = await startUp();
    const { db } = second.database;
    try {
      expect(second.log.info).not.toHaveBeenCalled();
      expect(await db.select({ total: count() }).from(products)).toEqual([seeded]);
      const [renamed] = await db
        .select({ name: products.name })
        .from(products)
        .where(eq(products.sku, 'PRT-SED-5'));
      expect(renamed?.name).toBe('Renamed by the shop owner');
      const emails = await db.select({ email: users.email }).from(users);
      expect(emails.map((row) => row.email).sort()).toEqual([admin.email, 'kept@example.com']);
    } finally {
      await second.database.close();
    }
  });
});

describe('a production start without SEED_DEMO=true', () => {
  it('creates only the bootstrap admin: no demo catalogue, no demo admin', async () => {
    const t = await createTestApp({ config: loadProductionConfig() });
    try {
      const listing = await t.app.inject({ method: 'GET', url: '/api/v1/products' });
      expect(listing.json().data).toEqual([]);
      const accounts = await t.db.select({ email: users.email, role: users.role }).from(users);
      expect(accounts).toEqual([{ email: 'owner@example.com', role: 'admin' }]);
    } finally {
      await t.close();
    }
  });
});

function loadProductionConfig() {
  const { jwtSecret: _unused, ...config } = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'Zq3v8HkT1pXw6RmN0bYc5LsJ2dGf9AeU4tVi7OhK',
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: 'a-long-private-password',
    PUBLIC_URL: 'https://shop.example.com',
    WEBAUTHN_RP_ID: 'shop.example.com',
    PAYMENTS_TEST_MODE: 'true',
  });
  return { ...config, dataDir: dataDir, webDistDir: join(dataDir, 'no-web-build') };
}
