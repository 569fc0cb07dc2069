import {
  ReminderActionFormSchema,
  ReminderActionQuerySchema,
  ReminderSweepBodySchema,
  ReminderSweepResultSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationError } from '../../errors/index.ts';
import { nonJsonAnswer } from '../../plugins/openapi-operations.ts';
import { applyReminderAction } from './reminder-actions.ts';
import { describeReminderAction } from './reminder-confirmation.ts';
import { verifyReminderLink } from './reminder-links.ts';
import { type ReminderPageForm, reminderPage } from './reminder-page.ts';
import { reminderSettings } from './reminder-settings.ts';
import { reminderShortLinkRoutes } from './reminder-short-links.routes.ts';
import { sweepReminders } from './reminder-sweep-thread.ts';

const ACTION_PATH = '/reminders/action';
const LINK_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = reminderSettings(app);
  const page = (
    reply: FastifyReply,
    status: number,
    title: string,
    message: string,
    form?: ReminderPageForm,
  ) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(reminderPage(settings.shopName, title, message, form));
  const brokenLink = (reply: FastifyReply) =>
    page(
      reply,
      400,
      'This link does not work',
      'The link is damaged or has expired. Open My Products to update your filters.',
    );

  await app.register(reminderShortLinkRoutes);

  // The signed-token links of messages sent before short links keep working.
  // The confirmation page's form posts here; only this scope reads HTML form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    ACTION_PATH,
    {
      config: LINK_RATE_LIMIT,
      schema: {
        tags: ['reminders'],
        summary: "A reminder's link: a page confirming Replaced, Snooze 2 weeks or Reorder",
        querystring: ReminderActionQuerySchema,
        response: {
          200: nonJsonAnswer('text/html', 'The page confirming the action'),
          400: nonJsonAnswer('text/html', 'The link is damaged or has expired'),
        },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const claims = verifyReminderLink(settings.linkKey, request.query.token, now);
      if (!claims) return brokenLink(reply);
      const confirmation = await describeReminderAction(app.db, claims, now);
      const { title, message } = confirmation;
      if (confirmation.kind === 'page') return page(reply, 200, title, message);
      return page(reply, 200, title, message, {
        action: request.routeOptions.url ?? '',
        token: request.query.token,
        button: confirmation.button,
      });
    },
  );

  app.post(
    ACTION_PATH,
    {
      config: LINK_RATE_LIMIT,
      schema: {
        tags: ['reminders'],
        summary: 'Carry out a confirmed reminder action (signed token from the form)',
        body: ReminderActionFormSchema,
        response: {
          200: nonJsonAnswer('text/html', 'What was done'),
          400: nonJsonAnswer('text/html', 'The link is damaged or has expired'),
        },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const claims = verifyReminderLink(settings.linkKey, request.body.token, now);
      if (!claims) {
        // A person's browser gets the page; an API client gets the envelope like every error.
        if (request.headers.accept?.includes('text/html')) return brokenLink(reply);
        throw new ValidationError('The reminder link is damaged or has expired.');
      }
      const outcome = await applyReminderAction(app.db, claims, now);
      if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 303);
      return page(reply, 200, outcome.title, outcome.message);
    },
  );

  // A test and demo aid (run the sweep "as of" a later day); production relies on the schedule.
  if (app.config.isProduction) return;
  app.post(
    '/admin/reminders/sweep',
    {
      onRequest: app.requirePermission('jobs:run'),
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
      const { sent } = await sweepReminders(app, now, settings);
      return { success: true as const, data: { sent } };
    },
  );
};
