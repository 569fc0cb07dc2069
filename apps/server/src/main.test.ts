import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
      timeout: 20_000,
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

describe('a production start with an unsafe configuration', () => {
  it('exits non-zero listing every guard that refused it', async () => {
    const result = await runServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'a'.repeat(48),
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
