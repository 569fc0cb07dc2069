import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { planDeps } from './plan-deps.ts';
import { planRunner } from './plan-run.ts';

/**
 * Every hour at five past, and once at start (unless AUTO_REPLACE_RUN_AT_START=false): a cycle is
 * charged on its day whatever restarts.
 */
export const PLAN_RUN_SCHEDULE = '5 * * * *';

export function startPlanScheduler(app: FastifyInstance): { stop(): Promise<void> } {
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
      const tally = await run;
      if (tally.ordered + tally.failed + tally.outOfStock + tally.skipped + tally.notices > 0) {
        app.log.info(tally, 'auto-replace renewal run');
      }
    },
  );
  if (app.config.autoReplaceRunAtStart) void job.trigger();
  return {
    /** No new run; a running one ends after its current cycle (lifecycle signal). */
    async stop() {
      job.stop();
      await running;
    },
  };
}
