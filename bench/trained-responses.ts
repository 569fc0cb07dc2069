/**
 * What the app's other answers cost its cached reads through Node's shared response code: the
 * same bare node:http server (lib/bare-trained.ts: the listing's fifteen headers, 5.9 KB of JSON)
 * fresh, and after first answering 3,000 requests of another kind (a number among the header
 * values, header objects of several shapes, a header set with setHeader first, string bodies,
 * all of them in turn), each loaded at once with a fresh copy on core 1 (paired rounds, as
 * catalogue.ts), wrk on core 0. A second fresh copy is the control. Ratio: the trained server's
 * req/s / the fresh one's in the same round.
 * Run: npx tsx bench/trained-responses.ts (BENCH_SECONDS 3, BENCH_ROUNDS 6, BENCH_CONNECTIONS 10).
 */
import { startPinned, stop } from './lib/processes.ts';
import { TRAININGS } from './lib/response-trainings.ts';
import { median } from './lib/stats.ts';
import { ensureWrk, runWrk } from './lib/wrk.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SERVER_CORE = 1;
const LOAD_CORE = 0;

ensureWrk();
const script = new URL('./lib/bare-trained.ts', import.meta.url).pathname;
const fresh = await startPinned(SERVER_CORE, script, ['clean']);
const trained = [];
for (const training of Object.keys(TRAININGS)) {
  trained.push({ training, ...(await startPinned(SERVER_CORE, script, [training])) });
}
const ratios = new Map<string, number[]>(trained.map(({ training }) => [training, []]));
const url = (port: number) => `http://127.0.0.1:${port}/`;
try {
  for (const { port } of [fresh, ...trained]) await runWrk(LOAD_CORE, url(port), 2, CONNECTIONS);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const { training, port } of trained) {
      // Whichever wrk starts first, in turn.
      const ports = round % 2 ? [port, fresh.port] : [fresh.port, port];
      const [first, second] = await Promise.all(
        ports.map((each) => runWrk(LOAD_CORE, url(each), SECONDS, CONNECTIONS)),
      );
      const [freshRun, trainedRun] = round % 2 ? [second!, first!] : [first!, second!];
      ratios.get(training)?.push(trainedRun.perSecond / freshRun.perSecond);
    }
  }
} finally {
  for (const { child } of [fresh, ...trained]) await stop(child);
}

console.log(
  `A bare server after 3,000 answers of another kind / a fresh one, ${ROUNDS} paired rounds of ${SECONDS} s\n`,
);
for (const [training, values] of ratios) {
  const range = `${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)}`;
  const label = training === 'clean' ? 'clean (control)' : training;
  console.log(`${label.padEnd(16)} ${median(values).toFixed(2)} (${range})`);
}
