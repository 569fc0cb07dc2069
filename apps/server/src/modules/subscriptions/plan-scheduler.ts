import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { catchUpRuns } from '../../lib/catch-up-run.ts';
import { planDeps } from './plan-deps.ts';
import { planRunner } from './plan-run.ts';
import { CYCLE_LEASE_SECONDS, hasLeasedCycles } from './plan-run-kit.ts';

/**
 * Every hour at five past, and once at start (unless AUTO_REPLACE_RUN_AT_START=false): a cycle is
 * charged on its day whatever restarts. A run that claimed cycles, failed or met another's is
 * followed by one a lease later, as is a start that finds cycles leased: cycles a killed run held are taken up a minute
 * or two after their lease ends, not at the next hour (lib/catch-up-run.ts).
 */
export const PLAN_RUN_SCHEDULE = '5 * * * *';

export function startPlanScheduler(
  app: FastifyInstance,
  options: { catchUpDelayMs?: number } = {},
): { stop(): Promise<void> } {
  const runner = planRunner({ ...planDeps(app), signal: app.lifecycle.signal });
  let running: Promise<unknown> = Promise.resolve();
  const job = new Cron(
    PLAN_RUN_SCHEDULE,
    {
      name: 'plan-renewal',
      protect: true,
      catch: (error) => app.log.error({ err: error }, 'plan renewal run failed'),
    },
    async () => {
      const run = runner.run(new Date());
      running = run.catch(() => {});
      const result = await run.catch((error) => {
        catchUp.after(null);
        throw error;
      });
      catchUp.after(result);
      const { ordered, failed, outOfStock, skipped, notices } = result;
      if (ordered + failed + outOfStock + skipped + notices > 0) {
        app.log.info(result, 'auto-replace renewal run');
      }
    },
  );
  const catchUp = catchUpRuns({
    name: 'plan-renewal',
    leaseSeconds: CYCLE_LEASE_SECONDS,
    trigger: () => void job.trigger(),
    log: app.log,
    delayMs: options.catchUpDelayMs,
  });
  if (app.config.autoReplaceRunAtStart) {
    void job.trigger();
    catchUp.atStart(() => hasLeasedCycles(app.db));
  }
  return {
    /** No new run; a running one ends after its current cycle (lifecycle signal). */
    async stop() {
      catchUp.cancel();
      job.stop();
      await running;
    },
  };
}
