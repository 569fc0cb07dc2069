/**
 * What each part of the release costs at start (issue 40.13): every npm package the bundle
 * (`apps/server/dist/main.js`) imports at its top, each imported alone in a fresh `node` beside
 * one that imports nothing, RSS and V8's heap after a full collection, the difference to the
 * bare process shown. Packages import what they share (fastify's and the SDKs' dependencies), so
 * the rows do not add up to the release; they say what dropping or deferring one would save. The
 * last row imports them all in one process: what the packages cost together.
 *   npm run build && npx tsx bench/release-parts.ts      (BENCH_RUNS, default 3: the median)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_MAIN } from './lib/release-server.ts';

const SERVER_DIR = join(import.meta.dirname, '../apps/server');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** The bundle's own top-level imports of packages (esbuild keeps them as `from "pkg"`). */
export function startImports(bundle: string): string[] {
  const found = new Set<string>();
  for (const match of bundle.matchAll(/^import\s[^;]*?from\s*"([^".][^"]*)";?$/gms))
    if (!match[1]!.startsWith('node:')) found.add(match[1]!);
  for (const match of bundle.matchAll(/^import\s*"([^".][^"]*)";?$/gm))
    if (!match[1]!.startsWith('node:')) found.add(match[1]!);
  return [...found].sort();
}

const PROBE = `
import { readFileSync } from 'node:fs';
for (const specifier of (process.argv[1] ?? '').split(',').filter(Boolean)) await import(specifier);
globalThis.gc();
globalThis.gc();
const kb = Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
console.log(JSON.stringify({ rss: kb / 1024, heap: process.memoryUsage().heapUsed / 2 ** 20 }));
`;

function probe(specifier: string) {
  const samples = Array.from({ length: RUNS }, () => {
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', '--input-type=module', '-e', PROBE, specifier],
      { cwd: SERVER_DIR, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`${specifier || '(nothing)'}: ${run.stderr}`);
    return JSON.parse(run.stdout) as { rss: number; heap: number };
  });
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { rss: median(samples.map((s) => s.rss)), heap: median(samples.map((s) => s.heap)) };
}

const packages = startImports(readFileSync(RELEASE_MAIN, 'utf8'));
const bare = probe('');
const rows = packages.map((name) => {
  const { rss, heap } = probe(name);
  return {
    package: name,
    'RSS +MB': Math.round(rss - bare.rss),
    'heap +MB': Math.round((heap - bare.heap) * 10) / 10,
  };
});
rows.sort((a, b) => b['RSS +MB'] - a['RSS +MB']);
const all = probe(packages.join(','));
rows.push({
  package: `all ${packages.length} in one process`,
  'RSS +MB': Math.round(all.rss - bare.rss),
  'heap +MB': Math.round((all.heap - bare.heap) * 10) / 10,
});
console.log(
  `bare node: ${Math.round(bare.rss)} MB RSS, ${bare.heap.toFixed(1)} MB heap; ${packages.length} packages imported at start`,
);
console.table(rows);
