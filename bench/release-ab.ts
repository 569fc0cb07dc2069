/**
 * Two or more release builds, each started as production starts it (release-server.ts) on a
 * fresh PGlite and pinned to core 1, given the same cached read by wrk on core 0: CPU µs per
 * request of each (from /proc) and req/s. By default (BENCH_MODE=paired) all are loaded at once
 * in every round, one wrk each, sharing core 1 and whatever slows the machine at that moment;
 * BENCH_MODE=alternating gives them the core in turns. The before/after of a change to the
 * request path, in one run.
 * Run: npm run build && AB_BUILDS=<other checkout>/apps/server/dist/main.js npx tsx bench/release-ab.ts
 * AB_BUILDS: comma-separated dist/main.js files besides this checkout's (an entry may start with
 * node flags: "--single-threaded-gc /path/main.js"); AB_PATH (the residential listing);
 * BENCH_MODE (paired), BENCH_ROUNDS (6), BENCH_SECONDS (3), BENCH_CONNECTIONS (10).
 */
import { cpuMs } from './lib/proc-cpu.ts';
import { RELEASE_MAIN, type ReleaseServer, startReleaseEntry } from './lib/release-server.ts';
import { median } from './lib/stats.ts';
import { ensureWrk, runWrk } from './lib/wrk.ts';

const PATH = process.env.AB_PATH ?? '/api/v1/products?category=residential';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAIRED = (process.env.BENCH_MODE ?? 'paired') === 'paired';
const others = (process.env.AB_BUILDS ?? '').split(',').filter(Boolean);
if (others.length === 0) throw new Error('Set AB_BUILDS to the other builds: see the header.');

interface Contender {
  label: string;
  server: ReleaseServer;
  cpuUsPerRequest: number[];
  perSecond: number[];
}

ensureWrk();
const contenders: Contender[] = [];
try {
  for (const [i, entry] of [RELEASE_MAIN, ...others].entries()) {
    const server = await startReleaseEntry(entry, 3361 + i);
    contenders.push({ label: entry.trim(), server, cpuUsPerRequest: [], perSecond: [] });
  }
  const url = (c: Contender) => `http://127.0.0.1:${c.server.port}${PATH}`;
  for (const c of contenders) await runWrk(0, url(c), 2, CONNECTIONS);
  const run = async (group: Contender[]) => {
    const before = group.map((c) => cpuMs(c.server.pid));
    const results = await Promise.all(group.map((c) => runWrk(0, url(c), SECONDS, CONNECTIONS)));
    group.forEach((c, i) => {
      const result = results[i]!;
      if (result.failures > 0) throw new Error(`${c.label}: ${result.failures} failed requests`);
      c.cpuUsPerRequest.push(((cpuMs(c.server.pid) - before[i]!) * 1000) / result.requests);
      c.perSecond.push(result.perSecond);
    });
  };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...contenders].reverse() : contenders;
    if (PAIRED) await run(order);
    else for (const c of order) await run([c]);
  }
  console.log(
    `GET ${PATH}: ${ROUNDS} ${PAIRED ? 'paired' : 'alternating'} rounds of ${SECONDS} s, wrk -c${CONNECTIONS}`,
  );
  const [self] = contenders;
  for (const c of contenders) {
    const rounds = c.cpuUsPerRequest.map((us) => us.toFixed(1)).join(' ');
    // each round's req/s against this checkout's build in the same round
    const ratios = c.perSecond.map((perSecond, round) => perSecond / self!.perSecond[round]!);
    console.log(
      `${c.label}\n  CPU µs/request ${rounds}  median ${median(c.cpuUsPerRequest).toFixed(1)}` +
        `; req/s median ${median(c.perSecond).toFixed(0)}` +
        (c === self
          ? ''
          : `\n  req/s / this build's: ${ratios.map((r) => r.toFixed(2)).join(' ')}  median ${median(ratios).toFixed(2)}`),
    );
  }
} finally {
  for (const c of contenders) await c.server.stop();
}
