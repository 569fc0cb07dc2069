/**
 * What the embedded database costs an HTTP server that shares its process: the same bare
 * node:http server measured alone, beside an opened and seeded PGlite (without and with the tick
 * shape kept, as main.ts keeps it), and beside the whole app built on it (which never answers a
 * request here). Alternating rounds and wrk on its own core, like catalogue.ts.
 * Run: npx tsx bench/in-process-baseline.ts (BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS).
 */
import { startPinned, stop } from './lib/processes.ts';
import { median } from './lib/stats.ts';
import { ensureWrk, runWrk, type WrkResult } from './lib/wrk.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SERVER_CORE = 1;
const LOAD_CORE = 0;
const MODES = ['alone', 'pglite', 'pglite-kept', 'app', 'app-kept'] as const;

ensureWrk();
const script = new URL('./lib/bare-beside.ts', import.meta.url).pathname;
const servers = [];
for (const mode of MODES)
  servers.push({ mode, ...(await startPinned(SERVER_CORE, script, [mode])) });
const results = new Map<string, WrkResult[]>(MODES.map((mode) => [mode, []]));
try {
  const url = (port: number) => `http://127.0.0.1:${port}/`;
  for (const { port } of servers) await runWrk(LOAD_CORE, url(port), 2, CONNECTIONS);
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 ? [...servers].reverse() : servers;
    for (const { mode, port } of order) {
      results.get(mode)?.push(await runWrk(LOAD_CORE, url(port), SECONDS, CONNECTIONS));
    }
  }
} finally {
  for (const { child } of servers) await stop(child);
}

console.log(
  `A bare node:http server by what shares its process, ${ROUNDS} alternating rounds of ${SECONDS} s\n`,
);
const alone = results.get('alone') ?? [];
for (const mode of MODES) {
  const runs = results.get(mode) ?? [];
  const ratio = median(runs.map((r, i) => r.perSecond / (alone[i]?.perSecond ?? 1)));
  const perSecond = median(runs.map((r) => r.perSecond));
  console.log(
    `${mode.padEnd(11)} ${perSecond.toFixed(0).padStart(7)} req/s  /alone ${ratio.toFixed(2)}`,
  );
}
