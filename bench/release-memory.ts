/**
 * Memory and start time of the release (`node apps/server/dist/main.js`, built by `npm run
 * build`) vs the TypeScript server through tsx, both NODE_ENV=production on PostgreSQL with the
 * demo catalogue (SEED_DEMO=true): RSS once ready and after 10,000 mixed requests.
 *   npm run build && npx tsx bench/release-memory.ts   (BENCH_DATABASE_URL to change server)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { releaseEnv } from './lib/release-server.ts';

const ROOT = join(import.meta.dirname, '..');
const PG = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PORT = Number(process.env.BENCH_PORT ?? 3148);
const REQUESTS = 10_000;

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
};

function get(agent: http.Agent, path: string) {
  return new Promise<number>((resolve) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', () => resolve(0));
  });
}

async function waitReady(child: ChildProcess) {
  const agent = new http.Agent();
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if ((await get(agent, '/api/v1/health/ready')) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function mixedLoad() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  const paths = [
    '/api/v1/products',
    '/api/v1/products?category=residential',
    '/api/v1/products?search=carbon',
    '/api/v1/waterquality/tds?zip=10001',
    '/api/v1/waterquality/tds?zip=90210',
    '/api/v1/health/ready',
    '/',
    '/api/v1/no-such-route',
  ];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) await get(agent, paths[next++ % paths.length] ?? '/');
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  agent.destroy();
}

async function measure(name: string, args: string[]) {
  const db = `bench_release_${name}_${process.pid}`;
  execFileSync('psql', [`${PG}/postgres`, '-qc', `create database ${db}`]);
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: 'ignore',
    env: releaseEnv({
      PORT: String(PORT),
      DATABASE_URL: `${PG}/${db}`,
      DATA_DIR: `/tmp/prod-bench-${name}`,
    }),
  });
  try {
    await waitReady(child);
    const startMs = Math.round(performance.now() - started);
    const pid = child.pid ?? 0;
    const afterStart = rssMb(pid);
    await mixedLoad();
    return { name, startMs, rssAfterStartMb: afterStart, rssAfter10kRequestsMb: rssMb(pid) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    execFileSync('psql', [`${PG}/postgres`, '-qc', `drop database ${db} with (force)`]);
  }
}

const results = [
  await measure('release', ['apps/server/dist/main.js']),
  await measure('tsx', ['--import', 'tsx', 'apps/server/src/main.ts']),
];
console.table(results);
