/**
 * The release build (`npm run build`) started as production starts it: `node
 * apps/server/dist/main.js` under the start script's memory settings, with NODE_ENV=production
 * and the default LOG_LEVEL (info), its stdout (the request log) appended to a file as an
 * operator's redirect would, pinned to a core.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const root = new URL('../../', import.meta.url).pathname;
export const RELEASE_MAIN = join(root, 'apps/server/dist/main.js');

/**
 * The command that starts the build of `main` (an `apps/server/dist/main.js`) as production
 * does: plain node under the memory settings of that build's checkout (its
 * scripts/node-memory.sh, which scripts/start.sh sources; decision 083), with `nodeFlags`. A
 * build from before those settings, or a `main.js` outside a checkout, runs under plain node.
 */
export function releaseCommand(main: string, nodeFlags: string[] = []): string[] {
  const settings = join(main, '../../../../scripts/node-memory.sh');
  if (!existsSync(settings)) return [process.execPath, ...nodeFlags, main];
  const script = `. "$0" && exec "${process.execPath}" "$@"`;
  return ['sh', '-c', script, settings, ...nodeFlags, main];
}

/** A build named as the benches take it: its `dist/main.js`, optionally after node flags. */
export function releaseEntryCommand(entry: string): string[] {
  const words = entry.trim().split(/\s+/);
  const main = words.pop() ?? RELEASE_MAIN;
  return releaseCommand(main, words);
}

/** The bench's stand-in for the bootstrap admin a production start requires. */
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

/**
 * The environment of a production start of the release, as every bench runs it: NODE_ENV
 * production with its default request log (info), the settings production requires (secret,
 * admin, https PUBLIC_URL), test payments, the demo catalogue, no drain delay on SIGTERM. Built
 * from PATH alone, so a DATABASE_URL or LOG_LEVEL in the caller's shell cannot leak in;
 * `settings` adds or overrides (port, DATA_DIR, DATABASE_URL...).
 */
export function releaseEnv(settings: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    PUBLIC_URL: 'https://shop.example.com',
    WEBAUTHN_RP_ID: 'shop.example.com',
    PAYMENTS_TEST_MODE: 'true',
    SEED_DEMO: 'true',
    SHUTDOWN_DELAY_SECONDS: '0',
    ...settings,
  };
}

export interface ReleaseServer {
  child: ChildProcess;
  pid: number;
  port: number;
  logFile: string;
  stop(): Promise<void>;
}

interface Options {
  core: number;
  port: number;
  /** absent: the embedded PGlite in a fresh DATA_DIR */
  databaseUrl?: string;
  /** extra node flags, e.g. --cpu-prof */
  nodeFlags?: string[];
  /** another build's `apps/server/dist/main.js` (default: this checkout's) */
  main?: string;
  /** an existing DATA_DIR (a seeded PGlite), kept at stop; default a fresh temporary one */
  dataDir?: string;
  /** more environment (over releaseEnv's) */
  env?: Record<string, string>;
}

/** How long a start may take (BENCH_READY_SECONDS): longer on a crowded host. */
const READY_SECONDS = Number(process.env.BENCH_READY_SECONDS ?? 60);

async function waitUntilReady(port: number, child: ChildProcess) {
  for (let attempt = 0; attempt < READY_SECONDS * 4; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the release exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  throw new Error(`the release on port ${port} was not ready after ${READY_SECONDS} s`);
}

export async function startRelease(options: Options): Promise<ReleaseServer> {
  const main = options.main ?? RELEASE_MAIN;
  if (!existsSync(main))
    throw new Error(`No release build at ${main}: run \`npm run build\` first.`);
  const temporary = mkdtempSync(join(tmpdir(), 'catalogue-bench-'));
  const dataDir = options.dataDir ?? temporary;
  const logFile = join(temporary, 'server.log');
  const log = openSync(logFile, 'a');
  const command = releaseCommand(main, options.nodeFlags);
  const child = spawn('taskset', ['-c', String(options.core), ...command], {
    cwd: root,
    stdio: ['ignore', log, 'inherit'],
    env: releaseEnv({
      PORT: String(options.port),
      DATA_DIR: dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    }),
  });
  await waitUntilReady(options.port, child);
  return {
    child,
    pid: child.pid!,
    port: options.port,
    logFile,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(temporary, { recursive: true, force: true });
    },
  };
}

/**
 * A build named as the benches take it: its `dist/main.js`, optionally after node flags
 * ("--max-semi-space-size=64 /other/apps/server/dist/main.js"), started on core 1.
 */
export function startReleaseEntry(entry: string, port: number): Promise<ReleaseServer> {
  const words = entry.trim().split(/\s+/);
  const main = words.pop();
  return startRelease({ core: 1, port, main, nodeFlags: words });
}

/** Request-log lines written since the last call (the file is emptied after counting). */
export function takeRequestLines(logFile: string): { lines: number; sample: string } {
  const text = readFileSync(logFile, 'utf8');
  truncateSync(logFile, 0);
  const lines = text.split('\n').filter((line) => line.includes('"msg":"request"'));
  return { lines: lines.length, sample: lines.at(-1) ?? '' };
}

/** A fresh, empty database `<prefix>_<random>` on `serverUrl`'s PostgreSQL, and its drop. */
export async function createDatabase(serverUrl: string, prefix: string) {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`drop database if exists "${name}" with (force)`),
  };
}
