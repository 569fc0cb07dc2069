/**
 * CPU milliseconds per uncached server render of the busiest public pages (a product page, the
 * home page, the residential listing), each URL asked once (`?v=<n>`, so neither the page cache
 * nor the renders in flight answer it), compressed as a browser asks: this checkout's release
 * build and, with BENCH_COMPARE, other builds, started as production starts them on a fresh
 * PGlite and pinned to core 1, taking turns (the first of each turn swapped). A page request
 * that misses the page cache is what the shopper mix found to be its limit.
 * Run: npm run build && npx tsx bench/page-render.ts
 * BENCH_COMPARE: comma-separated other dist/main.js files (their apps/web beside them; an entry
 * may start with node flags: "--max-semi-space-size=64 apps/server/dist/main.js");
 * BENCH_TURNS (6), BENCH_PAGES (40 per kind and turn).
 */
import { cpuMs } from './lib/proc-cpu.ts';
import { RELEASE_MAIN, type ReleaseServer, startReleaseEntry } from './lib/release-server.ts';
import { median } from './lib/stats.ts';

const TURNS = Number(process.env.BENCH_TURNS ?? 6);
const PAGES = Number(process.env.BENCH_PAGES ?? 40);
const others = (process.env.BENCH_COMPARE ?? '').split(',').filter(Boolean);
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

interface Build {
  label: string;
  server: ReleaseServer;
  productIds: string[];
  /** CPU ms per render, per kind, one figure per turn */
  perKind: Map<string, number[]>;
}

const KINDS = {
  product: (build: Build, n: number) => `/product/${build.productIds[n % build.productIds.length]}`,
  home: () => '/',
  listing: () => '/residential',
} as const;

let unique = 0;

async function get(build: Build, path: string) {
  unique += 1;
  const url = `http://127.0.0.1:${build.server.port}${path}?v=${unique}`;
  const response = await fetch(url, { headers: { 'accept-encoding': BROWSER_ENCODING } });
  await response.arrayBuffer();
  if (response.status !== 200)
    throw new Error(`${build.label}: ${path} answered ${response.status}`);
}

async function turn(build: Build, kind: keyof typeof KINDS) {
  const before = cpuMs(build.server.pid);
  for (let n = 0; n < PAGES; n++) await get(build, KINDS[kind](build, n));
  const perRender = (cpuMs(build.server.pid) - before) / PAGES;
  build.perKind.set(kind, [...(build.perKind.get(kind) ?? []), perRender]);
}

const builds: Build[] = [];
try {
  for (const [i, entry] of [RELEASE_MAIN, ...others].entries()) {
    const server = await startReleaseEntry(entry, 3371 + i);
    const listing = await fetch(
      `http://127.0.0.1:${server.port}/api/v1/products?category=residential`,
    );
    const { data } = (await listing.json()) as { data: { _id: string }[] };
    builds.push({
      label: entry.trim(),
      server,
      productIds: data.map((p) => p._id),
      perKind: new Map(),
    });
  }
  // warm-up: every page kind rendered on every build before anything counts
  for (const build of builds)
    for (const kind of Object.keys(KINDS)) await turn(build, kind as keyof typeof KINDS);
  for (const build of builds) build.perKind.clear();
  for (let t = 0; t < TURNS; t++) {
    const order = t % 2 ? [...builds].reverse() : builds;
    for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
      for (const build of order) await turn(build, kind);
    }
  }
  console.log(`CPU ms per uncached render, ${TURNS} turns of ${PAGES} pages per kind`);
  const [self] = builds;
  for (const build of builds) {
    console.log(build.label);
    for (const [kind, figures] of build.perKind) {
      const mine = median(figures);
      const ratio =
        build === self
          ? ''
          : `  (/ this build's ${(mine / median(self!.perKind.get(kind)!)).toFixed(2)})`;
      console.log(
        `  ${kind.padEnd(8)} ${figures.map((f) => f.toFixed(1)).join(' ')}  median ${mine.toFixed(2)} ms${ratio}`,
      );
    }
  }
} finally {
  for (const build of builds) await build.server.stop();
}
