import {
  ReminderActionQuerySchema,
  ReminderSweepBodySchema,
  ReminderSweepResultSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyReminderAction } from './reminder-actions.ts';
import { verifyReminderLink } from './reminder-links.ts';
import { reminderPage } from './reminder-page.ts';
import { reminderSettings } from './reminder-settings.ts';
import { runReminderSweep } from './reminder-sweep.ts';

export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = reminderSettings(app);

  app.get(
    '/reminders/action',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['reminders'],
        summary: "A reminder's one-tap link: Replaced, Snooze 2 weeks or Reorder (signed token)",
        querystring: ReminderActionQuerySchema,
      },
    },
    async (request, reply) => {
      const now = new Date();
      const claims = verifyReminderLink(settings.linkKey, request.query.token, now);
      const page = (status: number, title: string, message: string) =>
        reply
          .status(status)
          .type('text/html; charset=utf-8')
          .send(reminderPage(settings.shopName, title, message));
      if (!claims) {
        return page(
          400,
          'This link does not work',
          'The link is damaged or has expired. Open My Products to update your filters.',
        );
      }
      const outcome = await applyReminderAction(app.db, claims, now);
      if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 303);
      return page(200, outcome.title, outcome.message);
    },
  );

  // A test and demo aid (run the sweep "as of" a later day); production relies on the schedule.
  if (app.config.isProduction) return;
  app.post(
    '/admin/reminders/sweep',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['reminders'],
        summary: 'Run the reminder sweep now or as of a given time (admin, not in production)',
        security: [{ bearerAuth: [] }],
        body: ReminderSweepBodySchema,
        response: { 200: successEnvelope(ReminderSweepResultSchema) },
      },
    },
    async (request) => {
      const now = request.body.now ? new Date(request.body.now) : new Date();
      const sent = await runReminderSweep(app.db, app.messenger, now, settings);
      return { success: true as const, data: { sent } };
    },
  );
};
