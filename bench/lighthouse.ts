/**
 * Page speed of running servers at Lighthouse's mobile settings (Moto G power, slow 4G, 4x CPU
 * slowdown) for home, a listing and a product page. Needs Debian's Chromium at /usr/bin/chromium.
 *   BENCH_URL=http://localhost:3000 npx tsx bench/lighthouse.ts
 * To compare builds, give several servers and rounds; each round audits every page on every
 * server, the servers' order swapped each round, so machine load falls on both alike:
 *   BENCH_URL=http://localhost:3351,http://localhost:3352 BENCH_RUNS=5 npx tsx bench/lighthouse.ts
 * BENCH_PAGES (default `/,/residential,product`; `product` is the catalogue's first product).
 */

import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BASES = (process.env.BENCH_URL ?? 'http://localhost:3000')
  .split(',')
  .map((base) => base.trim().replace(/\/+$/, ''));
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const PAGES = (process.env.BENCH_PAGES ?? '/,/residential,product').split(',');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/**
 * The page's main-thread tasks by CPU time (the trace's `tdur`) rather than wall time: on a busy
 * machine a task's wall time includes the time other processes held the core, which Lighthouse
 * then multiplies by its 4x slowdown. Summed as Lighthouse sums TBT (each task's time beyond
 * 50 ms, at 4x), from first contentful paint on.
 */
function cpuFigures(events: TraceEvent[]) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return { cpuTbtMs: Number.NaN, cpuLongestMs: Number.NaN };
  const tasks = events.filter(
    (event) =>
      event.pid === fcp.pid &&
      event.tid === fcp.tid &&
      event.ph === 'X' &&
      event.name === 'RunTask',
  );
  const slowed = (task: TraceEvent) => ((task.tdur ?? 0) / 1000) * 4;
  const afterFcp = tasks.filter((task) => task.ts + (task.dur ?? 0) > fcp.ts);
  return {
    cpuTbtMs: afterFcp.reduce((sum, task) => sum + Math.max(0, slowed(task) - 50), 0),
    cpuLongestMs: Math.max(0, ...tasks.map(slowed)),
  };
}

interface Result {
  base: string;
  page: string;
  /** Lighthouse's error code when the run failed (NO_LCP and the like, on a crowded machine). */
  failed?: string;
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's main-thread time by kind, and its longest task (ms, throttled). */
  scriptMs: number;
  mainThreadMs: number;
  longestTaskMs: number;
  /** The same by the tasks' CPU time (cpuFigures). */
  cpuTbtMs: number;
  cpuLongestMs: number;
  jsTransferredKb: number;
  jsGzipKb: number;
}

/** Gzip size of each script, whether or not the server compresses it (transferSize shows that). */
async function gzipKb(urls: string[]) {
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes / 1024;
}

async function productPath(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/products?limit=1`);
  const body = (await response.json()) as { data: { _id: string }[] };
  const first = body.data[0];
  if (!first) throw new Error('The catalogue is empty; seed it before measuring a product page.');
  return `/product/${first._id}`;
}

function items<T>(lhr: { audits: Record<string, { details?: unknown }> }, id: string): T[] {
  return ((lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
}

async function audit(port: number, base: string, page: string): Promise<Result> {
  const path = page === 'product' ? await productPath(base) : page;
  const result = await lighthouse(`${base}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr, artifacts } = result;
  const failed = lhr.runtimeError?.code;
  const scripts = items<NetworkRequest>(lhr, 'network-requests').filter(
    (request) => request.resourceType === 'Script',
  );
  const transferred = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const work = items<{ group: string; duration: number }>(lhr, 'mainthread-work-breakdown');
  const longTasks = items<{ duration: number }>(lhr, 'long-tasks');
  return {
    base,
    page,
    failed,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    scriptMs: work.find((w) => w.group === 'scriptEvaluation')?.duration ?? 0,
    mainThreadMs: numeric('mainthread-work-breakdown'),
    longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
    ...cpuFigures(artifacts.Trace.traceEvents as TraceEvent[]),
    jsTransferredKb: transferred / 1024,
    jsGzipKb: await gzipKb(scripts.map((request) => request.url)),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const results: Result[] = [];
try {
  console.log(`Lighthouse (mobile), ${RUNS} round(s): ${BASES.join(', ')}\n`);
  console.log(
    'run server                  page           score    CLS   LCP ms  TBT ms  script ms  main ms  longest ms  CPU TBT  CPU longest  JS sent KB  JS gzip KB',
  );
  for (let run = 0; run < RUNS; run++) {
    const bases = run % 2 ? [...BASES].reverse() : BASES;
    for (const page of PAGES) {
      for (const base of bases) {
        const r = await audit(chrome.port, base, page);
        results.push(r);
        if (r.failed) {
          console.log(
            `${String(run + 1).padStart(3)} ${r.base.padEnd(23)} ${r.page.padEnd(13)} failed: ${r.failed}`,
          );
          continue;
        }
        console.log(
          `${String(run + 1).padStart(3)} ${r.base.padEnd(23)} ${r.page.padEnd(13)} ${String(r.score).padStart(6)} ${r.cls.toFixed(3).padStart(6)} ${r.lcpMs.toFixed(0).padStart(8)} ${r.tbtMs.toFixed(0).padStart(7)} ${r.scriptMs.toFixed(0).padStart(10)} ${r.mainThreadMs.toFixed(0).padStart(8)} ${r.longestTaskMs.toFixed(0).padStart(11)} ${r.cpuTbtMs.toFixed(0).padStart(8)} ${r.cpuLongestMs.toFixed(0).padStart(12)} ${r.jsTransferredKb.toFixed(1).padStart(11)} ${r.jsGzipKb.toFixed(1).padStart(11)}`,
        );
      }
    }
  }
  console.log('\nMedians of the runs that did not fail (scores: every run, x = failed)');
  for (const page of PAGES) {
    for (const base of BASES) {
      const all = results.filter((r) => r.base === base && r.page === page);
      const mine = all.filter((r) => !r.failed);
      const of = (pick: (r: Result) => number) => median(mine.map(pick)).toFixed(0);
      console.log(
        `${base.padEnd(23)} ${page.padEnd(13)} scores ${all.map((r) => (r.failed ? 'x' : r.score)).join('/')}; LCP ${of((r) => r.lcpMs)} ms, TBT ${of((r) => r.tbtMs)} ms, script ${of((r) => r.scriptMs)} ms, main thread ${of((r) => r.mainThreadMs)} ms, longest task ${of((r) => r.longestTaskMs)} ms, by CPU time: TBT ${of((r) => r.cpuTbtMs)} ms, longest task ${of((r) => r.cpuLongestMs)} ms; JS ${median(mine.map((r) => r.jsGzipKb)).toFixed(1)} KB gzip`,
      );
    }
  }
  console.log('\nTargets: score >= 97, CLS <= 0.05, initial JavaScript <= 100 KB gzip.');
} finally {
  chrome.kill();
}
