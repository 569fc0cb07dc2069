import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { openDatabase } from '../db/client.ts';
import type { Database } from '../db/database.ts';
import { call, type ServerProcess, startServerProcess } from './server-process.ts';
import { createTemporaryDatabase } from './temp-postgres.ts';

/** PGlite in the data directory always; a PostgreSQL database too when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS = [
  { kind: 'PGlite', serverUrl: null as string | null },
  ...(process.env.TEST_DATABASE_URL
    ? [{ kind: 'PostgreSQL', serverUrl: process.env.TEST_DATABASE_URL }]
    : []),
];

export interface Account {
  email: string;
  password: string;
}

/**
 * One shop kept across server processes that a test starts, kills (SIGKILL) and starts again: a
 * data directory, and a fresh database on `serverUrl`'s PostgreSQL or PGlite in the directory;
 * `admin` is the owner account the shop is seeded with. Call it inside a `describe`: what its
 * environments made is removed after the block's tests.
 */
export function serverEnvironments(options: { name: string; admin: Account }) {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  return async function environment(serverUrl: string | null) {
    const dataDir = await mkdtemp(join(tmpdir(), `${options.name}-`));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = serverUrl ? await createTemporaryDatabase(serverUrl) : null;
    if (database) cleanups.push(database.drop);

    /** A server process on this shop; `env` adds to the set-up (a TEST_CRASH_… flag). */
    const start = async (env: Record<string, string> = {}) => {
      const server = await startServerProcess({
        NODE_ENV: 'test',
        JWT_SECRET: `${options.name}-test-secret-of-32-chars-or-more`,
        ADMIN_EMAIL: options.admin.email,
        ADMIN_PASSWORD: options.admin.password,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'no-web-build'),
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...env,
      });
      cleanups.push(server.stop);
      return server;
    };

    /** The shop's database, read or written directly; PGlite's files only while no server runs. */
    const withDatabase = async <T>(work: (db: Database) => Promise<T>) => {
      const handle = await openDatabase({ databaseUrl: database?.url ?? null, dataDir });
      try {
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    };

    return { dataDir, databaseUrl: database?.url ?? null, start, withDatabase };
  };
}

/** The account's bearer token (a fresh sign-in: refunds ask for one within 10 minutes). */
export async function signIn(server: ServerProcess, account: Account): Promise<string> {
  const answer = await call(server, 'POST', '/auth/login', undefined, {
    credential: account.email,
    password: account.password,
  });
  expect(answer.status, answer.message).toBe(200);
  return answer.data.token as string;
}
