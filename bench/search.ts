/**
 * Uncached search through HTTP over a 100,000-product catalogue: the release build
 * (`node apps/server/dist/main.js`, NODE_ENV=production, request logs at info) pinned to core 1,
 * searched by a client pinned to core 0 with a few requests in flight, every search a URL the
 * server has not seen (so the catalogue cache never answers). p50/p95/p99/max per kind of query
 * and overall, and the server's CPU time per search, on PGlite and, when reachable, PostgreSQL.
 * BENCH_COMPARE=<another build's dist/main.js> runs that build beside this one on a copy of the
 * same data, in alternating rounds, for a before/after in one run.
 * Run: npm run build && npx tsx bench/search.ts
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { type BenchDatabase, preparePglite, preparePostgres } from './lib/search-database.ts';
import { type SearchQuery, searchQueries } from './lib/search-queries.ts';
import { latencyTable, type SearchResult, settling } from './lib/search-report.ts';
import { RELEASE_MAIN, type ReleaseServer, startReleaseServer } from './lib/search-server.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 3_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
/**
 * Searches in flight, one setting after the other: 1 is the latency a shopper sees from a shop
 * that is not busy searching; 4 is four shoppers' searches arriving at once, where PGlite, one
 * session in the server's process, answers them one at a time.
 */
const IN_FLIGHT = (process.env.BENCH_IN_FLIGHT ?? '1,4').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3331);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COMPARE = process.env.BENCH_COMPARE;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (COMPARE ? 6 : 1));

/** Each query once, as the search box sends it; a repeated text gets a parameter the API ignores. */
function plan(queries: SearchQuery[]) {
  const used = new Set<string>();
  return queries.map(({ kind, q }, i) => {
    const path = `/api/v1/products?q=${encodeURIComponent(q)}`;
    const repeat = used.has(q);
    used.add(q);
    return { kind, path: repeat ? `${path}&n=${i}` : path };
  });
}

/** The load client in its own process on core 0. */
function load(server: ReleaseServer, queries: SearchQuery[], inFlight: number) {
  const file = join(tmpdir(), `search-bench-plan-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(plan(queries)));
  const client = new URL('./lib/search-load.ts', import.meta.url).pathname;
  const child = spawn(
    'taskset',
    ['-c', '0', process.execPath, '--import', 'tsx', client, file, server.base, String(inFlight)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ seconds: number; results: SearchResult[] }>((resolve, reject) => {
    child.once('exit', (code) => {
      rmSync(file, { force: true });
      if (code === 0) resolve(JSON.parse(output));
      else reject(new Error(`the load client exited with ${code}`));
    });
  });
}

interface Measured {
  label: string;
  inFlight: number;
  server: ReleaseServer;
  results: SearchResult[];
  seconds: number;
  serverCpuMs: number;
  backendCpuMs: number;
  logged: number;
}

async function measure(target: Measured, database: BenchDatabase, queries: SearchQuery[]) {
  const cpuBefore = target.server.cpuMs();
  const backendsBefore = await database.backendCpu();
  const loggedBefore = target.server.loggedRequests();
  const { seconds, results } = await load(target.server, queries, target.inFlight);
  target.serverCpuMs += target.server.cpuMs() - cpuBefore;
  for (const [pid, ms] of await database.backendCpu()) {
    target.backendCpuMs += ms - (backendsBefore.get(pid) ?? 0);
  }
  // The release writes its log in batches, at the latest 100 ms after a line.
  await delay(250);
  target.logged += target.server.loggedRequests() - loggedBefore;
  target.seconds += seconds;
  target.results.push(...results);
}

function report(name: string, database: BenchDatabase, target: Measured) {
  const n = target.results.length;
  const backend = target.backendCpuMs
    ? ` + PostgreSQL backends ${(target.backendCpuMs / n).toFixed(2)} ms`
    : '';
  console.log(
    `\n${name}, ${target.label}: ${PRODUCTS.toLocaleString('en-US')} generated products + the demo catalogue ` +
      `(loaded in ${database.loadSeconds.toFixed(1)} s); ${n} searches, ${target.inFlight} in flight, ` +
      `${ROUNDS} round(s), ${(n / target.seconds).toFixed(0)} searches/s; CPU per search: ` +
      `server ${(target.serverCpuMs / n).toFixed(2)} ms${backend}; ${target.logged} request log lines\n`,
  );
  console.log(latencyTable(target.results));
  console.log(settling(target.results));
}

async function benchmark(name: string, database: BenchDatabase) {
  const builds = [{ label: 'this build', main: RELEASE_MAIN, env: database.env }];
  if (COMPARE)
    builds.push({ label: `compared (${COMPARE})`, main: COMPARE, env: database.second() });
  const servers: (ReleaseServer & (typeof builds)[number])[] = [];
  try {
    for (const [i, build] of builds.entries()) {
      servers.push({ ...build, ...(await startReleaseServer(build.main, 1, PORT + i, build.env)) });
    }
    // Every build gets the same searches, and no search text twice in one build's run.
    const queries = searchQueries(WARMUP + SEARCHES * IN_FLIGHT.length);
    for (const server of servers) await load(server, queries.slice(0, WARMUP), 1);
    await delay(250);
    for (const [phase, inFlight] of IN_FLIGHT.entries()) {
      const targets: Measured[] = servers.map((server) => ({
        label: server.label,
        inFlight,
        server,
        results: [],
        seconds: 0,
        serverCpuMs: 0,
        backendCpuMs: 0,
        logged: 0,
      }));
      const first = WARMUP + phase * SEARCHES;
      const perRound = Math.ceil(SEARCHES / ROUNDS);
      for (let round = 0; round < ROUNDS; round++) {
        const start = first + round * perRound;
        const chunk = queries.slice(start, Math.min(first + SEARCHES, start + perRound));
        const order = round % 2 ? [...targets].reverse() : targets;
        for (const target of order) await measure(target, database, chunk);
      }
      for (const target of targets) report(name, database, target);
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}

async function run(name: string, prepare: () => Promise<BenchDatabase>) {
  let database: BenchDatabase;
  try {
    database = await prepare();
  } catch (error) {
    console.log(`\n${name}: not prepared (${(error as Error).message}); skipped.`);
    return;
  }
  try {
    await benchmark(name, database);
  } finally {
    await database.drop();
  }
}

const only = process.env.BENCH_DATABASES?.split(',') ?? ['pglite', 'postgres'];
if (only.includes('pglite')) await run('PGlite', () => preparePglite(PRODUCTS));
if (only.includes('postgres')) {
  await run('PostgreSQL', () => preparePostgres(POSTGRES_URL, PRODUCTS));
}
