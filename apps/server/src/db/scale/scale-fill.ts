import { performance } from 'node:perf_hooks';
import type { ScaleSizes } from './scale-sizes.ts';
import { SCALE_STEPS, type ScaleContext, type ScaleStep } from './scale-steps.ts';

/** Every scale customer signs in with this password (the benchmark signs in as customer 1). */
export const SCALE_CUSTOMER_PASSWORD = 'scale-customer-password';

export interface StepReport {
  name: string;
  seconds: number;
  made: string;
}

/**
 * The steps `--only` names, in the seed's order, then the statistics; every step or all of them
 * when `only` is null. Refuses an unknown name and a step without the steps it needs.
 */
export function selectSteps(only: string[] | null): ScaleStep[] {
  if (!only) return SCALE_STEPS;
  const names = SCALE_STEPS.map((step) => step.name);
  const unknown = only.filter((name) => !names.includes(name));
  if (only.length === 0 || unknown.length > 0) {
    throw new Error(`--only takes steps among ${names.join(', ')} (got "${only.join(',')}")`);
  }
  const chosen = SCALE_STEPS.filter(
    (step) => only.includes(step.name) || step.name === 'statistics',
  );
  for (const step of chosen) {
    const missing = (step.needs ?? []).filter((name) => !only.includes(name));
    if (missing.length > 0) {
      throw new Error(`the ${step.name} step needs ${missing.join(', ')} in the same run`);
    }
  }
  return chosen;
}

/** Refuses to fill tables that already hold rows (an `--only` step run twice). */
export async function refuseFilledTables(
  count: (statement: string) => Promise<number>,
  steps: ScaleStep[],
): Promise<void> {
  const filled: string[] = [];
  for (const table of steps.flatMap((step) => step.tables)) {
    if (
      (await count(`select count(*)::int as n from (select 1 from ${table} limit 1) as one`)) > 0
    ) {
      filled.push(table);
    }
  }
  if (filled.length > 0) {
    throw new Error(
      `${filled.join(', ')} already hold rows: these steps have run on this database.`,
    );
  }
}

/**
 * Runs the steps of the scale seed (all of them by default) through `execute`, which must keep
 * one session (the steps share temporary tables), and reports each step as it finishes.
 */
export async function fillScaleShop(
  execute: (statement: string) => Promise<unknown>,
  sizes: ScaleSizes,
  context: ScaleContext,
  onStep: (report: StepReport) => void = () => {},
  steps: ScaleStep[] = SCALE_STEPS,
): Promise<void> {
  for (const step of steps) {
    const started = performance.now();
    for (const statement of step.statements(sizes, context)) await execute(statement);
    onStep({
      name: step.name,
      seconds: (performance.now() - started) / 1000,
      made: step.made(sizes),
    });
  }
}
