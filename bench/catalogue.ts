/**
 * Catalogue throughput of the release, with production defaults (request log at info), against
 * a bare node:http server answering the same bytes. Run: npm run build && npx tsx bench/catalogue.ts
 *
 * Each server is pinned to core 1; wrk (Debian's, one thread, 10 connections) to core 0. By
 * default (BENCH_MODE=paired) both servers are loaded at once in every round, one wrk each, so
 * they share core 1 and whatever else slows the machine at that moment: the ratio of their
 * req/s is the inverse ratio of their work per request. BENCH_MODE=alternating gives the
 * servers the core in turns instead, the first of each round swapped. Every round prints req/s,
 * each server's CPU time per request from /proc/<pid>/stat and its share of the core: the ratios
 * compare servers, not the load generator, when the bare server keeps core 1 >= 90% busy alone
 * (alternating), or the two together keep it >= 90% busy and the bare server has its half
 * (paired).
 *
 * BENCH_MODE (paired), BENCH_ROUNDS (5), BENCH_SECONDS (3), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (10),
 * BENCH_DATABASES (pglite,postgres), BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/test),
 * BENCH_PORT (3321: the app; the bare server takes any free port).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CapturedResponse } from './lib/bare-server.ts';
import { type Round, type Run, report, summarize } from './lib/catalogue-report.ts';
import { cpuMs } from './lib/proc-cpu.ts';
import { startPinned, stop } from './lib/processes.ts';
import { createDatabase, startRelease, takeRequestLines } from './lib/release-server.ts';
import { ensureWrk, runWrk } from './lib/wrk.ts';

const MODE = process.env.BENCH_MODE ?? 'paired';
if (MODE !== 'paired' && MODE !== 'alternating')
  throw new Error(`BENCH_MODE: paired or alternating, not ${MODE}`);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3321);
const SERVER_CORE = 1;
const LOAD_CORE = 0;

/** Hop-by-hop and per-response headers the bare server's own http module writes itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function capture(port: number, path: string): Promise<CapturedResponse> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers, body: body.toString('base64') };
}

interface Measured {
  pid: number;
  port: number;
}

/** One wrk run against each of `servers` at once, with each server's CPU time and the wall time around them. */
async function measure(servers: Measured[], path: string): Promise<Run[]> {
  const cpuBefore = servers.map((server) => cpuMs(server.pid));
  const started = performance.now();
  const loads = await Promise.all(
    servers.map((server) =>
      runWrk(LOAD_CORE, `http://127.0.0.1:${server.port}${path}`, SECONDS, CONNECTIONS),
    ),
  );
  const wallMs = performance.now() - started;
  return servers.map((server, i) => {
    const cpu = cpuMs(server.pid) - cpuBefore[i]!;
    return { load: loads[i]!, cpuPerRequestMs: cpu / loads[i]!.requests, coreShare: cpu / wallMs };
  });
}

/** Both servers' runs of one round, in the order `appFirst` says (starting first, or alone first). */
async function measureRound(app: Measured, bare: Measured, path: string, appFirst: boolean) {
  const order = appFirst ? [app, bare] : [bare, app];
  if (MODE === 'paired') {
    const [first, second] = await measure(order, path);
    return appFirst ? { app: first!, bare: second! } : { app: second!, bare: first! };
  }
  const [first] = await measure([order[0]!], path);
  const [second] = await measure([order[1]!], path);
  return appFirst ? { app: first!, bare: second! } : { app: second!, bare: first! };
}

async function benchDatabase(name: string, databaseUrl: string | undefined) {
  const app = await startRelease({ core: SERVER_CORE, port: PORT, databaseUrl });
  const capturedFile = join(tmpdir(), `catalogue-bench-${process.pid}.json`);
  const bare = { child: undefined as Awaited<ReturnType<typeof startPinned>>['child'] | undefined };
  try {
    const listing = '/api/v1/products?category=residential';
    const list = await capture(app.port, listing);
    const firstId = JSON.parse(Buffer.from(list.body, 'base64').toString()).data[0]._id;
    const endpoints: Record<string, string> = {
      'category listing': listing,
      'product by id': `/api/v1/products/${firstId}`,
      featured: '/api/v1/products/featured',
      search: '/api/v1/products?q=filter',
    };
    const captured: Record<string, CapturedResponse> = {};
    for (const path of Object.values(endpoints)) captured[path] = await capture(app.port, path);
    writeFileSync(capturedFile, JSON.stringify(captured));
    const started = await startPinned(
      SERVER_CORE,
      new URL('./lib/bare-server.ts', import.meta.url).pathname,
      [capturedFile],
    );
    bare.child = started.child;
    const servers = { app, bare: { pid: started.child.pid!, port: started.port } };

    const results = [];
    for (const [endpoint, path] of Object.entries(endpoints)) {
      const bytes = Buffer.from(captured[path]!.body, 'base64').length;
      for (const server of [servers.app, servers.bare]) {
        await runWrk(LOAD_CORE, `http://127.0.0.1:${server.port}${path}`, WARMUP, CONNECTIONS);
      }
      takeRequestLines(app.logFile);
      const rounds: Round[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const appFirst = round % 2 === 0;
        const runs = await measureRound(servers.app, servers.bare, path, appFirst);
        // Give an asynchronous log writer time to flush before its lines are counted.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const logged = takeRequestLines(app.logFile);
        rounds.push({
          appFirst,
          paired: MODE === 'paired',
          ...runs,
          loggedLines: logged.lines,
          logSample: logged.sample,
        });
        report.round(name, endpoint, path.replace(firstId, '{id}'), bytes, rounds);
      }
      results.push(summarize(name, endpoint, rounds));
    }
    return results;
  } finally {
    if (bare.child) await stop(bare.child);
    await app.stop();
    rmSync(capturedFile, { force: true });
  }
}

ensureWrk();
report.header(MODE, { ROUNDS, SECONDS, WARMUP, CONNECTIONS, SERVER_CORE, LOAD_CORE });
const summaries = [];
for (const database of DATABASES) {
  if (database === 'pglite') summaries.push(...(await benchDatabase('PGlite', undefined)));
  else if (database === 'postgres') {
    let created: Awaited<ReturnType<typeof createDatabase>>;
    try {
      created = await createDatabase(POSTGRES_URL, 'catalogue_bench');
    } catch (error) {
      console.log(
        `PostgreSQL skipped: ${POSTGRES_URL} unreachable (${(error as Error).message})\n`,
      );
      continue;
    }
    try {
      summaries.push(...(await benchDatabase('PostgreSQL', created.url)));
    } finally {
      await created.drop();
    }
  } else throw new Error(`BENCH_DATABASES: unknown database ${database}`);
}
report.summary(summaries);
