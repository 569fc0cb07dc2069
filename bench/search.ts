/**
 * Uncached search through HTTP over a 100,000-product catalogue: the release build
 * (`node apps/server/dist/main.js`, NODE_ENV=production, request logs at info) pinned to core 1,
 * searched by a client pinned to core 0 with a few requests in flight, every search a URL the
 * server has not seen (so the catalogue cache never answers). p50/p95/p99/max per kind of query
 * and overall, on PGlite and, when reachable, PostgreSQL.
 * Run: npm run build && npx tsx bench/search.ts
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BenchDatabase, preparePglite, preparePostgres } from './lib/search-database.ts';
import { QUERY_KINDS, type SearchQuery, searchQueries } from './lib/search-queries.ts';
import { type ReleaseServer, startReleaseServer } from './lib/search-server.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 3_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 3331);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET = { p95: 10, p99: 20 };

interface Result {
  kind: string;
  ms: number;
  status: number;
  found: number;
}

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
function load(server: ReleaseServer, queries: SearchQuery[]) {
  const file = join(tmpdir(), `search-bench-plan-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(plan(queries)));
  const client = new URL('./lib/search-load.ts', import.meta.url).pathname;
  const child = spawn(
    'taskset',
    ['-c', '0', process.execPath, '--import', 'tsx', client, file, server.base, String(IN_FLIGHT)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ seconds: number; results: Result[] }>((resolve, reject) => {
    child.once('exit', (code) => {
      rmSync(file, { force: true });
      if (code === 0) resolve(JSON.parse(output));
      else reject(new Error(`the load client exited with ${code}`));
    });
  });
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;

function row(label: string, results: Result[]) {
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const found = results.filter((r) => r.found > 0).length;
  const cells = [0.5, 0.95, 0.99].map((p) => percentile(sorted, p).toFixed(2));
  return `| ${label} | ${results.length} | ${Math.round((100 * found) / results.length)}% | ${cells.join(' | ')} | ${(sorted.at(-1) ?? 0).toFixed(2)} |`;
}

async function benchmark(name: string, database: BenchDatabase) {
  const all = searchQueries(WARMUP + SEARCHES);
  const server = await startReleaseServer(1, PORT, database.env);
  try {
    await load(server, all.slice(0, WARMUP));
    const cpuBefore = server.cpuMs();
    const loggedBefore = server.loggedRequests();
    const { seconds, results } = await load(server, all.slice(WARMUP));
    const cpuPerSearch = (server.cpuMs() - cpuBefore) / results.length;
    const failed = results.filter((r) => r.status !== 200).length;
    const overall = results.map((r) => r.ms).sort((a, b) => a - b);
    const p95 = percentile(overall, 0.95);
    const p99 = percentile(overall, 0.99);
    const verdict = p95 < TARGET.p95 && p99 < TARGET.p99 && failed === 0 ? 'meets' : 'MISSES';
    console.log(
      `\n${name}: ${PRODUCTS.toLocaleString('en-US')} products (+ demo catalogue) loaded in ${database.loadSeconds.toFixed(1)} s; ` +
        `${results.length} searches, ${IN_FLIGHT} in flight, in ${seconds.toFixed(1)} s; ` +
        `server CPU ${cpuPerSearch.toFixed(2)} ms per search; ${failed} failed; ` +
        `${server.loggedRequests() - loggedBefore} request log lines\n`,
    );
    console.log('| kind | searches | found any | p50 ms | p95 ms | p99 ms | max ms |');
    console.log('|---|---|---|---|---|---|---|');
    for (const kind of QUERY_KINDS) {
      console.log(
        row(
          kind,
          results.filter((r) => r.kind === kind),
        ),
      );
    }
    console.log(row('**all**', results));
    console.log(
      `\n${verdict} the target (p95 < ${TARGET.p95} ms, p99 < ${TARGET.p99} ms, none failed)`,
    );
  } finally {
    await server.stop();
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
