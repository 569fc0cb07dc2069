import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  it('keeps what was stored and seeds neither the catalogue nor the admin again', async () => {
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
