/** Tables of the shopper mix: each step's figures, and the sustained step. */
import type { StepResult } from './mix-load.ts';

/** A step holds when every request kind's p95 is under this and nothing failed. */
export const P95_LIMIT_MS = 300;

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export function stepSummary(result: StepResult) {
  const { step, seconds, generatorCpuShare, serverCpuMs, databaseCpuMs } = result;
  const percent = (share: number) => round(share * 100);
  const kinds = step.byKind();
  const worst = kinds.reduce(
    (found, [kind, p]) => (p.p95 > found.p95 ? { kind, p95: p.p95 } : found),
    { kind: '-', p95: 0 },
  );
  const overall = step.overall();
  return {
    step: step.label,
    'visits/s': step.arrivalsPerSecond,
    visits: step.sessionsStarted,
    'req/s': round(step.requests / seconds),
    'orders/min': round((step.ordersPlaced * 60) / seconds),
    orders: step.ordersPlaced,
    'p50 ms': round(overall.p50),
    'p95 ms': round(overall.p95),
    'p99 ms': round(overall.p99),
    'worst kind p95': `${worst.kind} ${round(worst.p95)}`,
    errors: step.errorCount,
    'server CPU ms/req': step.requests ? round(serverCpuMs / step.requests, 3) : 0,
    'server core %': round((serverCpuMs / (seconds * 1000)) * 100),
    'PostgreSQL core %':
      databaseCpuMs === null ? '-' : round((databaseCpuMs / (seconds * 1000)) * 100),
    'server wait %': percent(result.serverWaitShare),
    'generator core %': percent(generatorCpuShare),
    'generator wait %': percent(result.generatorWaitShare),
  };
}

export function printStep(result: StepResult) {
  console.log(`\n== step ${result.step.label}: ${result.step.arrivalsPerSecond} visits/s ==`);
  console.table(
    Object.fromEntries(
      result.step.byKind().map(([kind, p]) => [
        kind,
        {
          count: p.count,
          'p50 ms': round(p.p50),
          'p95 ms': round(p.p95),
          'p99 ms': round(p.p99),
        },
      ]),
    ),
  );
  for (const [key, { count, example }] of result.step.errors) {
    console.log(`  error ${key} x${count}: ${example}`);
  }
  console.table([stepSummary(result)]);
}

export function holds(result: StepResult) {
  return (
    result.step.errorCount === 0 && result.step.byKind().every(([, p]) => p.p95 < P95_LIMIT_MS)
  );
}

/**
 * The highest step that held (the definition). A lower step that did not hold is shown
 * beside it (`steps held`): on a crowded machine one slow outlier among a handful of checkouts
 * is enough, and hiding the higher steps for it would hide what the shop did.
 */
export function sustained(results: StepResult[]): StepResult | undefined {
  return results.filter(holds).at(-1);
}
