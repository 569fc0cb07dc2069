/**
 * The product page's HTML (`GET /product/{id}`, compressed as a browser asks) vs the cached JSON
 * listing (`GET /api/v1/products?category=residential`) on the release build: req/s and CPU
 * milliseconds per request of the server process, in alternating wrk rounds.
 *   npm run build && npx tsx bench/ssr-page.ts
 * BENCH_SERVER (default apps/server/dist/main.js), WEB_DIST_DIR, BENCH_PORT (3301),
 * BENCH_ROUNDS (6), BENCH_SECONDS (4), BENCH_CONNECTIONS (20).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { cpuMs } from './lib/proc-cpu.ts';
import { releaseCommand, releaseEnv } from './lib/release-server.ts';
import { ensureWrk } from './lib/wrk.ts';

const ROOT = join(import.meta.dirname, '..');
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/main.js';
const PORT = Number(process.env.BENCH_PORT ?? 3301);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BASE = `http://127.0.0.1:${PORT}`;
// What Chromium sends for a page.
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

function wrk(url: string, seconds: number) {
  const output = execFileSync(
    'taskset',
    [
      '-c',
      '0',
      'wrk',
      '-t1',
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      '-H',
      `Accept-Encoding: ${BROWSER_ENCODING}`,
      url,
    ],
    { encoding: 'utf8' },
  );
  const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  if (/Non-2xx/.test(output)) throw new Error(`non-2xx answers from ${url}:\n${output}`);
  return { requests, perSecond };
}

async function waitReady(child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    const ok = await fetch(`${BASE}/api/v1/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

ensureWrk();
const dataDir = mkdtempSync(join(tmpdir(), 'ssr-bench-'));
const server = spawn('taskset', ['-c', '1', ...releaseCommand(SERVER)], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: releaseEnv({ PORT: String(PORT), DATA_DIR: dataDir }),
});
try {
  await waitReady(server);
  const pid = server.pid ?? 0;
  const listing = `${BASE}/api/v1/products?category=residential`;
  const cards = (await (await fetch(listing)).json()) as { data: { _id: string; name: string }[] };
  const product = cards.data[0];
  if (!product) throw new Error('the residential listing is empty');
  const page = `${BASE}/product/${product._id}`;
  // curl, not fetch: fetch would decode the body and hide the bytes sent.
  const raw = execFileSync('curl', ['-sf', '-H', 'Accept-Encoding: gzip', page]);
  const html = gunzipSync(raw).toString('utf8');
  console.log(
    `product page: ${raw.length} bytes gzip, ${html.length} characters of HTML;`,
    `server-rendered body: ${html.includes('id="page-data"') ? 'yes' : 'no'}`,
  );

  const targets = { page, listing } as const;
  for (const url of Object.values(targets)) wrk(url, 2);
  const rounds: Record<keyof typeof targets, { rps: number; cpuMsPerRequest: number }[]> = {
    page: [],
    listing: [],
  };
  for (let round = 0; round < ROUNDS; round++) {
    const order = (
      round % 2 ? ['listing', 'page'] : ['page', 'listing']
    ) as (keyof typeof targets)[];
    for (const name of order) {
      const before = cpuMs(pid);
      const { requests, perSecond } = wrk(targets[name], SECONDS);
      const cpuMsPerRequest = (cpuMs(pid) - before) / requests;
      rounds[name].push({ rps: perSecond, cpuMsPerRequest });
    }
  }
  const ratios = rounds.page.map((p, i) => p.rps / rounds.listing[i]!.rps);
  console.table(
    Object.entries(rounds).map(([name, list]) => ({
      endpoint:
        name === 'page' ? 'GET /product/{id} (HTML)' : 'GET /api/v1/products?category=residential',
      'req/s (median)': Math.round(median(list.map((r) => r.rps))),
      'CPU ms/request (median)': median(list.map((r) => r.cpuMsPerRequest)).toFixed(3),
    })),
  );
  console.log(
    `page/listing req/s, median of ${ROUNDS} rounds: ${median(ratios).toFixed(2)}`,
    `(rounds ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
