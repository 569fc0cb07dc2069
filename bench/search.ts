/**
 * Search over a 100,000-product catalogue: p50/p95 of the API's real search query (full-text,
 * misspelt words corrected against the spelling dictionary, ranked, first page) on PGlite and,
 * when reachable, PostgreSQL, next to a plain indexed category listing in the same run.
 * Run: npx tsx bench/search.ts
 */
import { performance } from 'node:perf_hooks';
import { ProductListQuerySchema } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openPglite } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/db/seed/seed.ts';
import { productsRepository } from '../apps/server/src/modules/products/products.repository.ts';
import { openTemporaryPostgres } from '../apps/server/src/test/temp-postgres.ts';
import { insertGeneratedCatalogue } from './lib/generated-catalogue.ts';
import { ms, summarize } from './lib/stats.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ROUNDS = 6;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** What shoppers type, typos included. */
const TERMS = [
  'reverse osmosis',
  'revers osmosis',
  'reverse osmosis membrane',
  'ro membrane',
  'sediment',
  'sedement',
  'sediment cartridge 5 micron',
  'carbon block',
  'carbn block',
  'chloramine',
  'whole house filter',
  'whole hose filter',
  'under sink',
  'undersink filter',
  'uv lamp',
  'ultraviolet',
  'water softener',
  'softner',
  'softener resin',
  'iron filter',
  'manganese',
  'shower filter',
  'refrigerator filter',
  'refridgerator',
  'alkaline',
  'tds meter',
  'test strips',
  'lead test',
  'bacteria test',
  'faucet',
  'housing wrench',
  'leak detector',
  'pressure gauge',
  'PureFlow',
  'pureflow ro',
  'Glacier sediment',
  'Model 512',
  'GEN-004242',
  'quartz sleeve',
  'scale inhibitor',
];

const PAGE = (q: string) => ProductListQuerySchema.parse({ q });

async function timeAll(label: string, run: (q: string) => Promise<unknown>, queries: string[]) {
  const durations: number[] = [];
  const byQuery = new Map<string, number[]>();
  for (const q of queries.slice(0, 20)) await run(q); // warm caches and plans
  for (const q of queries) {
    const start = performance.now();
    await run(q);
    const elapsed = performance.now() - start;
    durations.push(elapsed);
    byQuery.set(q, [...(byQuery.get(q) ?? []), elapsed]);
  }
  const slowest = [...byQuery]
    .map(([q, times]) => ({ q, p50: summarize(times).p50 }))
    .sort((a, b) => b.p50 - a.p50)
    .slice(0, 4);
  return { label, ...summarize(durations), slowest };
}

async function benchmark(name: string, handle: DatabaseHandle) {
  const loadStart = performance.now();
  await migrateDatabase(handle, (db) =>
    seedDatabase(db, { admin: { email: 'bench@example.com', password: 'bench-password-123' } }),
  );
  await insertGeneratedCatalogue(handle.db, PRODUCTS);
  // What autovacuum does on a live server: merges the GIN pending lists and refreshes statistics.
  await handle.db.execute(sql`vacuum analyze products`);
  const loadSeconds = (performance.now() - loadStart) / 1000;

  const repository = productsRepository(handle.db);
  const searches = Array.from({ length: ROUNDS }, () => TERMS).flat();
  const search = await timeAll('search', (q) => repository.listCards(PAGE(q)), searches);
  const categories = ['residential', 'commercial', 'test kit'] as const;
  const listings = searches.map((_, i) => categories[i % 3]!);
  const baseline = await timeAll(
    'category listing',
    (category) => repository.listCards(ProductListQuerySchema.parse({ category })),
    listings,
  );
  const hits = await repository.listCards(PAGE('sedement'));
  return { name, loadSeconds, search, baseline, sample: hits.rows[0]?.name };
}

function report(result: Awaited<ReturnType<typeof benchmark>>, targetMs: number) {
  const { search, baseline } = result;
  console.log(
    `\n${result.name}: ${PRODUCTS.toLocaleString('en-US')} products loaded in ${result.loadSeconds.toFixed(1)} s`,
  );
  for (const t of [search, baseline]) {
    console.log(
      `  ${t.label.padEnd(17)} n=${t.count}  p50 ${ms(t.p50)}  p95 ${ms(t.p95)}  mean ${ms(t.mean)}`,
    );
  }
  const verdict = search.p95 < targetMs ? 'meets' : 'MISSES';
  console.log(
    `  search/baseline p95 ratio ${(search.p95 / baseline.p95).toFixed(2)}; ${verdict} the ${targetMs} ms p95 target`,
  );
  const slow = search.slowest.map((s) => `'${s.q}' ${ms(s.p50)}`).join(', ');
  console.log(`  slowest terms (median): ${slow}`);
  console.log(`  'sedement' finds: ${result.sample}`);
}

const pglite = await openPglite();
try {
  report(await benchmark('PGlite', pglite), 20);
} finally {
  await pglite.close();
}

let postgres: DatabaseHandle | undefined;
try {
  postgres = await openTemporaryPostgres(POSTGRES_URL);
} catch (error) {
  console.log(
    `\nPostgreSQL at ${POSTGRES_URL} not reachable (${(error as Error).message}); skipped.`,
  );
}
if (postgres) {
  try {
    report(await benchmark('PostgreSQL', postgres), 10);
  } finally {
    await postgres.close();
  }
}
