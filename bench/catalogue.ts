/**
 * Catalogue throughput: the real app against a bare node:http server answering the same bytes,
 * both on CPU core 1, with autocannon on core 0. Run: npx tsx bench/catalogue.ts
 * (BENCH_DATABASE_URL=postgres://… for PostgreSQL; BENCH_SECONDS, BENCH_CONNECTIONS,
 * BENCH_ROUNDS to tune).
 *
 * The two servers take turns, round after round, and the figure is the median of the rounds'
 * ratios: on a shared virtual machine the speed of the core drifts by a third within a minute,
 * so one long run of each, one after the other, compared the drift more than the servers.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CapturedResponse } from './lib/bare-server.ts';
import { type LoadResult, runLoad, startPinned, stop } from './lib/processes.ts';
import { median } from './lib/stats.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SERVER_CORE = 1;
const LOAD_CORE = 0;
const here = (file: string) => new URL(file, import.meta.url).pathname;

/** Hop-by-hop and per-response headers the bare server's own http module writes itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function capture(port: number, path: string): Promise<CapturedResponse> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return { status: response.status, headers, body: body.toString('base64') };
}

interface Rounds {
  app: LoadResult[];
  bare: LoadResult[];
}

/** Alternates the two servers ROUNDS times on one path, swapping who goes first each round. */
async function compare(appPort: number, barePort: number, path: string): Promise<Rounds> {
  const url = (port: number) => `http://127.0.0.1:${port}${path}`;
  // warm-up: JIT, caches, connections
  await runLoad(LOAD_CORE, url(appPort), 2, CONNECTIONS);
  await runLoad(LOAD_CORE, url(barePort), 2, CONNECTIONS);
  const rounds: Rounds = { app: [], bare: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 ? (['bare', 'app'] as const) : (['app', 'bare'] as const);
    for (const who of order) {
      const port = who === 'app' ? appPort : barePort;
      rounds[who].push(await runLoad(LOAD_CORE, url(port), SECONDS, CONNECTIONS));
    }
  }
  return rounds;
}

const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const app = await startPinned(SERVER_CORE, here('./lib/app-server.ts'));
const listPath = '/api/v1/products?category=residential';
const list = await capture(app.port, listPath);
const firstId = JSON.parse(Buffer.from(list.body, 'base64').toString()).data[0]._id as string;
const detailPath = `/api/v1/products/${firstId}`;
const paths = [listPath, detailPath];
const captured = { [listPath]: list, [detailPath]: await capture(app.port, detailPath) };

const file = join(tmpdir(), `catalogue-bench-${process.pid}.json`);
writeFileSync(file, JSON.stringify(captured));
const bare = await startPinned(SERVER_CORE, here('./lib/bare-server.ts'), [file]);
const results: Record<string, Rounds> = {};
try {
  for (const path of paths) results[path] = await compare(app.port, bare.port, path);
} finally {
  await stop(bare.child);
  await stop(app.child);
}

console.log(
  `Catalogue benchmark: app (${database}) vs bare node:http, ${ROUNDS} alternating rounds of ${SECONDS} s, ${CONNECTIONS} connections`,
);
console.log('servers on core 1, autocannon on core 0\n');
const perSecond = (results: LoadResult[]) => median(results.map((r) => r.requests.average));
for (const path of paths) {
  const { app: a, bare: b } = results[path]!;
  const ratios = a.map((result, i) => result.requests.average / b[i]!.requests.average);
  const ratio = median(ratios);
  const failures = a.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  const bytes = Buffer.from(captured[path]!.body, 'base64').length;
  console.log(`GET ${path.replace(firstId, '{id}')}  (${bytes} bytes)`);
  console.log(
    `  app   ${perSecond(a).toFixed(0).padStart(7)} req/s (median)  p99 ${median(a.map((r) => r.latency.p99))} ms  non-2xx/errors ${failures}`,
  );
  console.log(
    `  bare  ${perSecond(b).toFixed(0).padStart(7)} req/s (median)  p99 ${median(b.map((r) => r.latency.p99))} ms`,
  );
  console.log(`  rounds' app/bare ${ratios.map((r) => r.toFixed(2)).join(' ')}`);
  console.log(
    `  app/bare ${ratio.toFixed(2)} (median; target >= 0.90: ${ratio >= 0.9 ? 'met' : 'MISSED'})\n`,
  );
}
