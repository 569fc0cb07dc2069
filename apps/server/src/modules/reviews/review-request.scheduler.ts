import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { reminderLinkKey } from '../reminders/reminder-links.ts';
import { sendReviewRequests } from './review-requests.ts';

/** Every hour at twenty past: a request goes out within the hour its day comes. */
export const REVIEW_REQUEST_SCHEDULE = '20 * * * *';

export const reviewRequestDeps = (app: FastifyInstance) => ({
  db: app.db,
  messenger: app.messenger,
  settings: {
    shopName: app.config.shopName,
    publicUrl: app.config.publicUrl,
    linkKey: reminderLinkKey(app.config.jwtSecret),
  },
});

export function startReviewRequestScheduler(app: FastifyInstance): { stop(): void } {
  const deps = reviewRequestDeps(app);
  const job = new Cron(
    REVIEW_REQUEST_SCHEDULE,
    {
      name: 'review-requests',
      protect: true,
      catch: (error) => app.log.error({ err: error }, 'review requests failed'),
    },
    async () => {
      const sent = await sendReviewRequests(deps, new Date());
      if (sent > 0) app.log.info({ sent }, 'review request e-mails sent');
    },
  );
  return { stop: () => job.stop() };
}
