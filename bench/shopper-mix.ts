/**
 * Shopper-mix load test of the release build: virtual shoppers browse, search, open product
 * pages, sign up, fill carts and pay with the test card, at stepped arrival rates, on
 * (a) one instance on PGlite and (b) two instances on one fresh PostgreSQL database.
 *
 *   npm run build && npx tsx bench/shopper-mix.ts
 *
 * MIX_CONFIGS (pglite,postgres), MIX_RATES (visits/s per step, 2,4,8,12,16,24,32,48),
 * MIX_STEP_SECONDS (60), MIX_THINK_MS (mean pause between pages, 2000), MIX_PORTS (3341,3342),
 * MIX_PG (postgres://postgres@127.0.0.1:5432), MIX_STOCK (1000000 per product).
 * The generator pins itself to core 0 and every server instance to core 1.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { databaseCpuProbe } from './lib/mix-database-cpu.ts';
import { ShopperClient } from './lib/mix-http.ts';
import { ShopperLoad, type StepResult } from './lib/mix-load.ts';
import { MixRecorder } from './lib/mix-recorder.ts';
import { holds, P95_LIMIT_MS, printStep, stepSummary, sustained } from './lib/mix-report.ts';
import { errorLines, type Instance, startInstance, stopInstance } from './lib/mix-servers.ts';
import { SESSION_MIX } from './lib/mix-sessions.ts';
import {
  type DatabaseTally,
  stockEveryProduct,
  tallyPglite,
  tallyPostgres,
} from './lib/mix-stock.ts';

const env = process.env;
const CONFIGS = (env.MIX_CONFIGS ?? 'pglite,postgres').split(',');
const RATES = (env.MIX_RATES ?? '2,4,8,12,16,24,32,48').split(',').map(Number);
const STEP_SECONDS = Number(env.MIX_STEP_SECONDS ?? 60);
const THINK_MS = Number(env.MIX_THINK_MS ?? 2000);
const PORTS = (env.MIX_PORTS ?? '3341,3342').split(',').map(Number);
const PG = env.MIX_PG ?? 'postgres://postgres@127.0.0.1:5432';
const STOCK = Number(env.MIX_STOCK ?? 1_000_000);
/** Past a step this bad the next ones only queue up more: the run moves on. */
const GIVE_UP_P95_MS = 3000;

execFileSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });

async function startConfig(
  name: string,
  dataDir: string,
): Promise<{ instances: Instance[]; databaseUrl?: string }> {
  if (name === 'pglite') {
    return { instances: [await startInstance({ name, port: PORTS[0]!, core: 1, dataDir })] };
  }
  const database = `mix_bench_${process.pid}`;
  execFileSync('psql', [`${PG}/postgres`, '-qc', `create database ${database}`]);
  const databaseUrl = `${PG}/${database}`;
  const instances: Instance[] = [];
  // One after the other: the first migrates and seeds, the second finds it done.
  for (const [index, port] of PORTS.slice(0, 2).entries()) {
    const options = {
      name: `pg-${index + 1}`,
      port,
      core: 1,
      dataDir: join(dataDir, String(index)),
      databaseUrl,
    };
    instances.push(await startInstance(options));
  }
  return { instances, databaseUrl };
}

function checkTally(tally: DatabaseTally, recorder: MixRecorder, productCount: number) {
  const totals = recorder.totals();
  const checks = {
    'orders in the database == orders the shoppers were given': [tally.orders, totals.ordersPlaced],
    'units in order lines == units the shoppers ordered': [tally.unitsOrdered, totals.unitsOrdered],
    'stock taken == units ordered (no oversell, no lost update)': [
      productCount * STOCK - tally.stockLeft,
      tally.unitsOrdered,
    ],
    'lowest stock >= 0': [Math.min(0, tally.minStock), 0],
    'paid test intents without an order == 0': [tally.paidIntentsWithoutOrder, 0],
  };
  let ok = true;
  for (const [check, [actual, expected]] of Object.entries(checks)) {
    ok &&= actual === expected;
    console.log(`${actual === expected ? 'ok  ' : 'FAIL'} ${check}: ${actual} vs ${expected}`);
  }
  return ok;
}

async function runConfig(name: string) {
  console.log(`\n######## ${name} ########`);
  const dataDir = mkdtempSync(`/tmp/shopper-mix-${name}-`);
  const { instances, databaseUrl } = await startConfig(name, dataDir);
  const recorder = new MixRecorder();
  const results: StepResult[] = [];
  let tallyOk = false;
  let databaseProbe: Awaited<ReturnType<typeof databaseCpuProbe>> | undefined;
  try {
    recorder.begin('setup', 0);
    const admin = new ShopperClient(
      instances.map((instance) => instance.port),
      '10.255.255.254',
      recorder,
    );
    const productIds = await stockEveryProduct(admin, STOCK);
    admin.close();
    console.log(`${productIds.length} products stocked at ${STOCK} each`);
    databaseProbe = databaseUrl
      ? await databaseCpuProbe(databaseUrl, `mix_bench_${process.pid}`)
      : undefined;
    const load = new ShopperLoad(recorder, {
      ports: instances.map((instance) => instance.port),
      serverPids: instances.map((instance) => instance.child.pid ?? 0),
      productIds,
      thinkMs: THINK_MS,
      databaseCpuSinceLast: databaseProbe?.sinceLast,
    });
    for (const rate of RATES) {
      const result = await load.step(String(results.length + 1), rate, STEP_SECONDS);
      results.push(result);
      printStep(result);
      if (result.step.overall().p95 > GIVE_UP_P95_MS) break;
    }
    printStep(await load.drain(180_000));
    for (const instance of instances) {
      const lines = errorLines(instance);
      console.log(
        `${instance.name}: ${lines.length} error-level log lines${lines[0] ? `, first: ${lines[0].slice(0, 300)}` : ''}`,
      );
    }
    await databaseProbe?.close();
    databaseProbe = undefined;
    await Promise.all(instances.map(stopInstance));
    const tally = databaseUrl
      ? await tallyPostgres(databaseUrl)
      : await tallyPglite(join(dataDir, 'pglite'));
    tallyOk = checkTally(tally, recorder, productIds.length);
  } finally {
    await databaseProbe?.close();
    await Promise.all(instances.map(stopInstance));
    if (databaseUrl) {
      execFileSync('psql', [
        `${PG}/postgres`,
        '-qc',
        `drop database if exists mix_bench_${process.pid} with (force)`,
      ]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${name}: every step (errors = checkout failures and unexpected answers)`);
  console.table(results.map(stepSummary));
  const best = sustained(results);
  const totals = recorder.totals();
  console.log(
    best
      ? `${name}: SUSTAINED ${stepSummary(best)['req/s']} req/s, ${stepSummary(best)['orders/min']} orders/min at ${best.step.arrivalsPerSecond} visits/s (every kind p95 < ${P95_LIMIT_MS} ms, 0 errors)`
      : `${name}: no step held (p95 < ${P95_LIMIT_MS} ms for every kind and 0 errors)`,
  );
  console.log(
    `${name}: ${totals.requests} requests, ${totals.errors} errors, ${totals.ordersPlaced} orders in all; database checks ${tallyOk ? 'passed' : 'FAILED'}; steps held: ${results.map((r) => (holds(r) ? 'y' : 'n')).join('')}`,
  );
}

console.log(
  'visits:',
  SESSION_MIX.map(({ kind, share, what }) => `${kind} ${Math.round(share * 100)}% (${what})`).join(
    '; ',
  ),
);
console.log(
  `steps of ${STEP_SECONDS} s at ${RATES.join(', ')} visits/s; mean think time ${THINK_MS} ms`,
);
for (const config of CONFIGS) await runConfig(config);
