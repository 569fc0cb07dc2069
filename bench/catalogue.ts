/**
 * Catalogue throughput: the real app against a bare node:http server answering the same bytes,
 * one after the other on CPU core 1, with autocannon on core 0. Run: npx tsx bench/catalogue.ts
 * (BENCH_DATABASE_URL=postgres://… for PostgreSQL; BENCH_SECONDS, BENCH_CONNECTIONS to tune).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CapturedResponse } from './lib/bare-server.ts';
import { type LoadResult, runLoad, startPinned, stop } from './lib/processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
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

async function measure(port: number, paths: string[]) {
  const results: Record<string, LoadResult> = {};
  for (const path of paths) {
    const url = `http://127.0.0.1:${port}${path}`;
    await runLoad(LOAD_CORE, url, 2, CONNECTIONS); // warm-up: JIT, caches, connections
    results[path] = await runLoad(LOAD_CORE, url, SECONDS, CONNECTIONS);
  }
  return results;
}

const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const app = await startPinned(SERVER_CORE, here('./lib/app-server.ts'));
const listPath = '/api/v1/products?category=residential';
const list = await capture(app.port, listPath);
const firstId = JSON.parse(Buffer.from(list.body, 'base64').toString()).data[0]._id as string;
const detailPath = `/api/v1/products/${firstId}`;
const paths = [listPath, detailPath];
const captured = { [listPath]: list, [detailPath]: await capture(app.port, detailPath) };
const appResults = await measure(app.port, paths);
await stop(app.child);

const file = join(tmpdir(), `catalogue-bench-${process.pid}.json`);
writeFileSync(file, JSON.stringify(captured));
const bare = await startPinned(SERVER_CORE, here('./lib/bare-server.ts'), [file]);
const bareResults = await measure(bare.port, paths);
await stop(bare.child);

console.log(
  `Catalogue benchmark: app (${database}) vs bare node:http, ${SECONDS} s, ${CONNECTIONS} connections`,
);
console.log('server on core 1, autocannon on core 0\n');
for (const path of paths) {
  const a = appResults[path]!;
  const b = bareResults[path]!;
  const ratio = a.requests.average / b.requests.average;
  const bytes = Buffer.from(captured[path]!.body, 'base64').length;
  console.log(`GET ${path.replace(firstId, '{id}')}  (${bytes} bytes)`);
  console.log(
    `  app   ${a.requests.average.toFixed(0).padStart(7)} req/s  p50 ${a.latency.p50} ms  p99 ${a.latency.p99} ms  non-2xx ${a.non2xx} errors ${a.errors}`,
  );
  console.log(
    `  bare  ${b.requests.average.toFixed(0).padStart(7)} req/s  p50 ${b.latency.p50} ms  p99 ${b.latency.p99} ms`,
  );
  console.log(
    `  app/bare ${ratio.toFixed(2)} (target >= 0.90: ${ratio >= 0.9 ? 'met' : 'MISSED'})\n`,
  );
}
