import {
  REMINDER_LINK_BROKEN_MESSAGE,
  ReminderLinkParamsSchema,
  ReminderLinkViewSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../errors/index.ts';
import { applyReminderAction } from './reminder-actions.ts';
import { describeReminderAction } from './reminder-confirmation.ts';
import { resolveShortLink } from './reminder-short-links.ts';

const LINK_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The API behind the web app's /r/:code page: GET only says what the link will do (mail
 * scanners open links), POST does it (decision 008). No sign-in: the code is the key.
 */
export const reminderShortLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['reminders'],
    params: ReminderLinkParamsSchema,
    response: { 200: successEnvelope(ReminderLinkViewSchema) },
  };
  const claimsFor = async (code: string, now: Date) => {
    const claims = await resolveShortLink(app.db, code, now);
    if (!claims) throw new NotFoundError(REMINDER_LINK_BROKEN_MESSAGE);
    return claims;
  };

  app.get(
    '/reminders/links/:code',
    {
      config: LINK_RATE_LIMIT,
      schema: { ...schema, summary: "What a reminder's short link will do, before doing it" },
    },
    async (request) => {
      const claims = await claimsFor(request.params.code, new Date());
      return { success: true as const, data: await describeReminderAction(app.db, claims) };
    },
  );

  app.post(
    '/reminders/links/:code',
    {
      config: LINK_RATE_LIMIT,
      schema: { ...schema, summary: "Carry out a reminder's short link once confirmed" },
    },
    async (request) => {
      const now = new Date();
      const claims = await claimsFor(request.params.code, now);
      return { success: true as const, data: await applyReminderAction(app.db, claims, now) };
    },
  );
};
