import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { runPaymentSweep } from './payment-sweep.ts';

/** Every minute, and once at start: a paid order is found minutes after its checkout failed. */
export const PAYMENT_SWEEP_SCHEDULE = '* * * * *';

export function startPaymentSweepScheduler(app: FastifyInstance): { stop(): Promise<void> } {
  const deps = {
    db: app.db,
    fulfilment: app.fulfilment,
    log: app.log,
    signal: app.lifecycle.signal,
  };
  let running: Promise<unknown> = Promise.resolve();
  const job = new Cron(
    PAYMENT_SWEEP_SCHEDULE,
    {
      name: 'payment-sweep',
      protect: true,
      catch: (error) => app.log.error({ err: error }, 'payment sweep failed'),
    },
    async () => {
      const sweep = runPaymentSweep(deps, new Date());
      running = sweep.catch(() => {});
      await sweep;
    },
  );
  void job.trigger();
  return {
    /** No new sweep; a running one ends after its current payment (lifecycle signal). */
    async stop() {
      job.stop();
      await running;
    },
  };
}
