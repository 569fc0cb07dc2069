/**
 * Memory and start time of the release (`apps/server/dist/main.js`, built by `npm run build`,
 * under the start script's memory settings, as production starts it) vs the TypeScript server through tsx, both NODE_ENV=production on PostgreSQL with the
 * demo catalogue (SEED_DEMO=true): RSS once ready and after 10,000 mixed requests.
 *   npm run build && npx tsx bench/release-memory.ts   (BENCH_DATABASE_URL to change server)
 * BENCH_SERVERS replaces the two servers with builds of your own, `name=[node flags ]main.js[?VAR=value&…]`
 * separated by ";" (e.g. `before=../main/apps/server/dist/main.js;after=apps/server/dist/main.js`),
 * started BENCH_ROUNDS times each in turns; BENCH_DATABASE=pglite starts them on a fresh PGlite
 * (the demo shop) instead; BENCH_REQUESTS sets the load (default 10,000). BENCH_SECOND_START=1
 * stops each server after its load and starts it again on the same database (PGlite: the same
 * DATA_DIR, so no initdb and no seed), then measures that start too: the shop at rest.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  RELEASE_MAIN,
  releaseCommand,
  releaseEntryCommand,
  releaseEnv,
} from './lib/release-server.ts';

const ROOT = join(import.meta.dirname, '..');
const PG = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PORT = Number(process.env.BENCH_PORT ?? 3148);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const ON_PGLITE = process.env.BENCH_DATABASE === 'pglite';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const SECOND_START = process.env.BENCH_SECOND_START === '1';

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

async function measure(name: string, args: string[], settings: Record<string, string> = {}) {
  const db = `bench_release_${name.replace(/\W/g, '_')}_${process.pid}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'prod-bench-'));
  if (!ON_PGLITE) execFileSync('psql', [`${PG}/postgres`, '-qc', `create database ${db}`]);
  const env = releaseEnv({
    PORT: String(PORT),
    ...(ON_PGLITE ? {} : { DATABASE_URL: `${PG}/${db}` }),
    DATA_DIR: dataDir,
    ...settings,
  });
  const run = async () => {
    const started = performance.now();
    const [command = 'node', ...rest] = args;
    const child = spawn(command, rest, { cwd: ROOT, stdio: 'ignore', env });
    try {
      await waitReady(child);
      const startMs = Math.round(performance.now() - started);
      const pid = child.pid ?? 0;
      const afterStart = rssMb(pid);
      await mixedLoad();
      return { startMs, afterStart, afterLoad: rssMb(pid) };
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  try {
    const first = await run();
    const second = SECOND_START ? await run() : undefined;
    return {
      name,
      startMs: first.startMs,
      rssAfterStartMb: first.afterStart,
      [`rssAfter${REQUESTS}RequestsMb`]: first.afterLoad,
      ...(second
        ? {
            secondStartMs: second.startMs,
            secondRssAfterStartMb: second.afterStart,
            [`secondRssAfter${REQUESTS}Mb`]: second.afterLoad,
          }
        : {}),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (!ON_PGLITE)
      execFileSync('psql', [`${PG}/postgres`, '-qc', `drop database ${db} with (force)`]);
  }
}

/** `name=[node flags ]main.js?VAR=value&VAR=value` */
function server(spec: string) {
  const [name = '', rest = ''] = spec.split(/=(.*)/s);
  const [command = '', query = ''] = rest.split('?');
  return {
    name,
    args: releaseEntryCommand(command),
    settings: Object.fromEntries(new URLSearchParams(query)),
  };
}

const servers = process.env.BENCH_SERVERS
  ? process.env.BENCH_SERVERS.split(';').map(server)
  : [
      { name: 'release', args: releaseCommand(RELEASE_MAIN), settings: {} },
      {
        name: 'tsx',
        args: [process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'],
        settings: {},
      },
    ];
const results = [];
for (let round = 0; round < ROUNDS; round++)
  for (const each of round % 2 ? [...servers].reverse() : servers)
    results.push(await measure(each.name, each.args, each.settings));
console.log(
  `${ON_PGLITE ? 'PGlite' : 'PostgreSQL'}, ${REQUESTS} requests, load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.table(results);
