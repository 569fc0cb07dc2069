import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { reminderSettings } from './reminder-settings.ts';
import { sweepReminders } from './reminder-sweep-thread.ts';

/** Every hour on the hour: reminders go out on their day whenever the server restarts. */
export const REMINDER_SCHEDULE = '0 * * * *';

export function startReminderScheduler(app: FastifyInstance): { stop(): Promise<void> } {
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
      const sent = await sweep.catch((error) => {
        app.metrics.reminderSweeps.inc({ outcome: 'failed' });
        throw error;
      });
      app.metrics.reminderSweeps.inc({ outcome: 'ok' });
      app.metrics.remindersSent.inc(sent);
      if (sent > 0) app.log.info({ sent }, 'replacement reminders sent');
    },
  );
  return {
    /** No new sweep; a running one ends after its current reminder (lifecycle signal). */
    async stop() {
      job.stop();
      await running;
    },
  };
}
