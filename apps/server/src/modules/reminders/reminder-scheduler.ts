import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { catchUpRuns } from '../../lib/catch-up-run.ts';
import { reminderSettings } from './reminder-settings.ts';
import { CLAIM_LEASE_SECONDS, hasUnsentClaims } from './reminder-sweep.ts';
import { sweepReminders } from './reminder-sweep-thread.ts';

/** Every hour on the hour: reminders go out on their day whenever the server restarts. */
export const REMINDER_SCHEDULE = '0 * * * *';

/**
 * The hourly sweep, and its catch-up a lease after a sweep that claimed reminders, failed or met
 * another's, and after a start that finds claims left: a killed sweep's reminders go out a minute or two after
 * its lease ends, not with the next hour's sweep (lib/catch-up-run.ts).
 */
export function startReminderScheduler(
  app: FastifyInstance,
  options: { catchUpDelayMs?: number } = {},
): { stop(): Promise<void> } {
  const settings = { ...reminderSettings(app), signal: app.lifecycle.signal };
  let running: Promise<unknown> = Promise.resolve();
  const job = new Cron(
    REMINDER_SCHEDULE,
    {
      name: 'reminder-sweep',
      protect: true,
      catch: (error) => app.log.error({ err: error }, 'reminder sweep failed'),
    },
    async () => {
      const sweep = sweepReminders(app, new Date(), settings);
      running = sweep.catch(() => {});
      const outcome = await sweep.catch((error) => {
        app.metrics.reminderSweeps.inc({ outcome: 'failed' });
        catchUp.after(null);
        throw error;
      });
      catchUp.after(outcome);
      app.metrics.reminderSweeps.inc({ outcome: 'ok' });
      app.metrics.remindersSent.inc(outcome.sent);
      if (outcome.sent > 0) app.log.info({ sent: outcome.sent }, 'replacement reminders sent');
    },
  );
  const catchUp = catchUpRuns({
    name: 'reminder-sweep',
    leaseSeconds: CLAIM_LEASE_SECONDS,
    trigger: () => void job.trigger(),
    log: app.log,
    delayMs: options.catchUpDelayMs,
  });
  catchUp.atStart(() => hasUnsentClaims(app.db));
  return {
    /** No new sweep; a running one ends after its current reminder (lifecycle signal). */
    async stop() {
      catchUp.cancel();
      job.stop();
      await running;
    },
  };
}
