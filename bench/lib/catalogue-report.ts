/** What catalogue.ts prints: each round as it ends, then one line per endpoint and database. */
import { median } from './stats.ts';
import type { WrkResult } from './wrk.ts';

export interface Run {
  load: WrkResult;
  cpuPerRequestMs: number;
  /** CPU time / wall time of the run */
  coreShare: number;
}

export interface Round {
  /** paired: both loaded at once, the app's wrk started first; alternating: the app ran first */
  appFirst: boolean;
  /** both servers loaded at once, sharing core 1 (BENCH_MODE=paired) */
  paired: boolean;
  app: Run;
  bare: Run;
  /** request-log lines the app wrote for its run */
  loggedLines: number;
  logSample: string;
}

export const TARGET = 0.85;
/** Below this the bare server was not saturated: wrk (or a crowded core) was the limit. */
export const MIN_BARE_CORE_SHARE = 0.9;
/**
 * Paired rounds: the two servers together keep the core this busy, and the bare server has at
 * least this share of it (its half, give or take the scheduler), so neither waited on wrk.
 */
export const MIN_PAIR_CORE_SHARE = 0.9;
export const MIN_BARE_SHARE_OF_PAIR = 0.45;

/** The bare server, not the load generator, set the pace of this round. */
export const conclusive = (round: Round) =>
  round.paired
    ? round.app.coreShare + round.bare.coreShare >= MIN_PAIR_CORE_SHARE &&
      round.bare.coreShare >= MIN_BARE_SHARE_OF_PAIR
    : round.bare.coreShare >= MIN_BARE_CORE_SHARE;

const throughputRatio = (round: Round) => round.app.load.perSecond / round.bare.load.perSecond;
/** Above 1 the app spends less CPU per request than the bare server; 0.85 = 1/0.85 as much. */
const cpuRatio = (round: Round) => round.bare.cpuPerRequestMs / round.app.cpuPerRequestMs;

const pad = (value: string | number, width: number) => String(value).padStart(width);
const micro = (ms: number) => (ms * 1000).toFixed(1);
const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

export const report = {
  header(mode: string, settings: Record<string, number>) {
    const rounds =
      mode === 'paired'
        ? `${settings.ROUNDS} paired rounds of ${settings.SECONDS} s per endpoint (both servers loaded at once, sharing core ${settings.SERVER_CORE}; one wrk each)`
        : `${settings.ROUNDS} alternating rounds of ${settings.SECONDS} s per endpoint`;
    const saturated =
      mode === 'paired'
        ? `the two servers' shares add up to >= ${percent(MIN_PAIR_CORE_SHARE)} and the bare server has >= ${percent(MIN_BARE_SHARE_OF_PAIR)}`
        : `>= ${percent(MIN_BARE_CORE_SHARE)}`;
    console.log(
      `Catalogue throughput: release build (NODE_ENV=production, LOG_LEVEL=info, request log to a file) vs bare node:http answering the same bytes
${rounds} after ${settings.WARMUP} s warm-up of each; wrk -t1 -c${settings.CONNECTIONS} on core ${settings.LOAD_CORE}, servers on core ${settings.SERVER_CORE}.
Columns: req/s; CPU µs/request (user+system of the server process from /proc/<pid>/stat / requests);
ratio req = app/bare req/s; ratio cpu = bare/app CPU per request (target both >= ${TARGET});
bare core, app core = each server's CPU time / wall time (${saturated}: wrk is not the bottleneck); logged = request-log lines / app requests.\n`,
    );
  },

  round(database: string, endpoint: string, path: string, bytes: number, rounds: Round[]) {
    if (rounds.length === 1) {
      console.log(`${database}  ${endpoint}  GET ${path}  (${bytes} bytes)`);
      console.log(
        '  round first  app req/s  bare req/s  ratio req  app µs/req  bare µs/req  ratio cpu  bare core  app core  logged   app p99  bare p99',
      );
    }
    const r = rounds.at(-1)!;
    const failures = r.app.load.failures + r.bare.load.failures;
    console.log(
      `  ${pad(rounds.length, 5)} ${pad(r.appFirst ? 'app' : 'bare', 5)} ${pad(r.app.load.perSecond.toFixed(0), 10)} ${pad(r.bare.load.perSecond.toFixed(0), 11)} ${pad(throughputRatio(r).toFixed(2), 10)} ${pad(micro(r.app.cpuPerRequestMs), 11)} ${pad(micro(r.bare.cpuPerRequestMs), 12)} ${pad(cpuRatio(r).toFixed(2), 10)} ${pad(percent(r.bare.coreShare), 10)} ${pad(percent(r.app.coreShare), 9)} ${pad((r.loggedLines / r.app.load.requests).toFixed(3), 7)} ${pad(`${r.app.load.p99Ms.toFixed(2)} ms`, 9)} ${pad(`${r.bare.load.p99Ms.toFixed(2)} ms`, 9)}${failures ? `  FAILURES ${failures}` : ''}`,
    );
    if (rounds.length === 1)
      console.log(`        a request-log line: ${r.logSample.slice(0, 240)}`);
  },

  summary(summaries: Summary[]) {
    console.log('\nSummary (medians of the rounds; ratio ranges in brackets)');
    console.log(
      `${'database'.padEnd(10)} ${'endpoint'.padEnd(16)} ${pad('app req/s', 9)} ${pad('bare req/s', 10)}  ${'ratio req'.padEnd(17)}  ${'ratio cpu'.padEnd(17)} ${pad('pair core min', 13)} ${pad('bare core min', 13)} ${pad('logged', 6)}  target`,
    );
    for (const s of summaries) {
      const met = s.throughput.median >= TARGET && s.cpu.median >= TARGET;
      const range = (r: { median: number; min: number; max: number }) =>
        `${r.median.toFixed(2)} (${r.min.toFixed(2)}-${r.max.toFixed(2)})`.padEnd(17);
      const { rounds, throughput, cpu } = s.conclusive;
      const valid = rounds === s.roundCount ? '' : ' (bare server not saturated: not conclusive)';
      const onlyConclusive =
        rounds > 0 && rounds < s.roundCount
          ? `; in the ${rounds} round(s) where it was: req ${throughput.toFixed(2)}, cpu ${cpu.toFixed(2)}`
          : '';
      console.log(
        `${s.database.padEnd(10)} ${s.endpoint.padEnd(16)} ${pad(s.appPerSecond.toFixed(0), 9)} ${pad(s.barePerSecond.toFixed(0), 10)}  ${range(s.throughput)}  ${range(s.cpu)} ${pad(s.pairCoreMin === undefined ? '-' : percent(s.pairCoreMin), 13)} ${pad(percent(s.bareCoreMin), 13)} ${pad(s.logged.toFixed(3), 6)}  ${met ? 'met' : 'MISSED'}${valid}${onlyConclusive}${s.failures ? `  FAILURES ${s.failures}` : ''}`,
      );
    }
  },
};

export interface Summary {
  roundCount: number;
  database: string;
  endpoint: string;
  appPerSecond: number;
  barePerSecond: number;
  throughput: { median: number; min: number; max: number };
  cpu: { median: number; min: number; max: number };
  bareCoreMin: number;
  /** paired rounds: the least the two servers together kept their core busy */
  pairCoreMin: number | undefined;
  /** ratios over the rounds in which the bare server was saturated (`conclusive`) */
  conclusive: { rounds: number; throughput: number; cpu: number };
  logged: number;
  failures: number;
}

const spread = (values: number[]) => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

export function summarize(database: string, endpoint: string, rounds: Round[]): Summary {
  const logged = rounds.reduce((sum, r) => sum + r.loggedLines, 0);
  const saturated = rounds.filter(conclusive);
  const requests = rounds.reduce((sum, r) => sum + r.app.load.requests, 0);
  return {
    roundCount: rounds.length,
    database,
    endpoint,
    appPerSecond: median(rounds.map((r) => r.app.load.perSecond)),
    barePerSecond: median(rounds.map((r) => r.bare.load.perSecond)),
    throughput: spread(rounds.map(throughputRatio)),
    cpu: spread(rounds.map(cpuRatio)),
    bareCoreMin: Math.min(...rounds.map((r) => r.bare.coreShare)),
    pairCoreMin: rounds.every((r) => r.paired)
      ? Math.min(...rounds.map((r) => r.app.coreShare + r.bare.coreShare))
      : undefined,
    conclusive: {
      rounds: saturated.length,
      throughput: saturated.length ? median(saturated.map(throughputRatio)) : Number.NaN,
      cpu: saturated.length ? median(saturated.map(cpuRatio)) : Number.NaN,
    },
    logged: logged / requests,
    failures: rounds.reduce((sum, r) => sum + r.app.load.failures + r.bare.load.failures, 0),
  };
}
