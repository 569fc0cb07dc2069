import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from './config-env.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { orders, users } from './db/schema/index.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { acquireInstanceLock } from './instance-lock.ts';

const SERVER_DIR = join(import.meta.dirname, '..');

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'second-server-'));
});

afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start` of the server as a child process; resolves with how it ended. */
async function runServer(env: Record<string, string>) {
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...inherited,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SHOP_NAME: 'ClearSpring',
        ...env,
      },
      timeout: 60_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
}

describe('a second server on the same DATA_DIR', () => {
  it('exits with a message naming the directory and the running server, before opening it', async () => {
    const running = acquireInstanceLock(dataDir, 'ClearSpring');
    try {
      const second = await runServer({ DATA_DIR: dataDir });

      expect(second.code).toBe(1);
      expect(second.stderr.trim()).toBe(
        `Another ClearSpring server is already using ${dataDir} (pid ${process.pid}). Stop it first or set DATA_DIR.`,
      );
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    } finally {
      running.release();
    }
  });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'Zq3v8HkT1pXw6RmN0bYc5LsJ2dGf9AeU4tVi7OhK',
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'a-long-private-password',
  PUBLIC_URL: 'https://shop.example.com',
  WEBAUTHN_RP_ID: 'shop.example.com',
  PAYMENTS_TEST_MODE: 'true',
  PORT: '3201',
};

/** What a demo start (`npm start`, no admin of its own) leaves: the demo admin, a customer, an order. */
async function useAsDemo(directory: string) {
  const database = await openDatabase({ databaseUrl: null, dataDir: directory });
  try {
    await migrateDatabase(database, (db) =>
      seedDatabase(db, { admin: DEMO_ADMIN, demoCatalogue: false }),
    );
    const [customer] = await database.db
      .insert(users)
      .values({ name: 'Demo Shopper', email: 'shopper@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    await database.db.insert(orders).values({
      userId: customer?.id ?? '',
      subtotalCents: 1000,
      totalCents: 1000,
      shippingZip: '78701',
      paymentMethod: 'card',
      isTest: true,
    });
  } finally {
    await database.close();
  }
}

describe('a production start on the data of a demo start', () => {
  it('hardening 30.1: refuses to run while the demo admin, its customers and orders are there', async () => {
    await useAsDemo(dataDir);

    const result = await runServer({ ...PRODUCTION, DATA_DIR: dataDir });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `Refusing to start in production: this database was used by the demo. It holds the demo admin ${DEMO_ADMIN.email}`,
    );
    expect(result.stderr).toContain(
      '1 customer account and 1 order made beside it, which are demo customers and demo orders.',
    );
    expect(result.stderr).toContain('Start production on a new database');
  }, 90_000);
});

describe('a production start with an unsafe configuration', () => {
  it('exits non-zero listing every guard that refused it', async () => {
    const result = await runServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'Zq3v8HkT1pXw6RmN0bYc5LsJ2dGf9AeU4tVi7OhK',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-private-password',
      PUBLIC_URL: 'http://localhost:3000',
    });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Invalid configuration.');
    expect(result.stderr).toContain('  - STRIPE_SECRET_KEY must be a live Stripe key');
    expect(result.stderr).toContain(
      '  - PUBLIC_URL must be an https:// address when NODE_ENV=production',
    );
    expect(result.stderr).toContain(
      '  - PUBLIC_URL must not point at localhost when NODE_ENV=production',
    );
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });
});

describe('a start with a bad PGLITE_SHARED_BUFFERS', () => {
  it('hardening 40.14: exits naming the setting and its form, before opening the database', async () => {
    const result = await runServer({ DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS: '32' });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      '  - PGLITE_SHARED_BUFFERS must be a size with its unit, like 32MB or 1GB (between 8MB and 1GB)',
    );
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });
});
