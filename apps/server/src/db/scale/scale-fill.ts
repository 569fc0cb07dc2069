import { performance } from 'node:perf_hooks';
import type { ScaleSizes } from './scale-sizes.ts';
import { SCALE_STEPS } from './scale-steps.ts';

/** Every scale customer signs in with this password (the benchmark signs in as customer 1). */
export const SCALE_CUSTOMER_PASSWORD = 'scale-customer-password';

export interface StepReport {
  name: string;
  seconds: number;
  made: string;
}

/**
 * Runs every step of the scale seed through `execute`, which must keep one session (the steps
 * share temporary tables), and reports each step as it finishes.
 */
export async function fillScaleShop(
  execute: (statement: string) => Promise<unknown>,
  sizes: ScaleSizes,
  passwordHash: string,
  onStep: (report: StepReport) => void = () => {},
): Promise<void> {
  for (const step of SCALE_STEPS) {
    const started = performance.now();
    for (const statement of step.statements(sizes, { passwordHash })) await execute(statement);
    onStep({
      name: step.name,
      seconds: (performance.now() - started) / 1000,
      made: step.made(sizes),
    });
  }
}
