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
import { contactLinkView } from './reminder-contacts.ts';
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
  // A code is a reminder's action, or else the confirmation of a reminder address.
  const view = async (code: string, act: boolean) => {
    const now = new Date();
    const claims = await resolveShortLink(app.db, code, now);
    if (claims) {
      return act
        ? applyReminderAction(app.db, claims, now)
        : describeReminderAction(app.db, claims, now);
    }
    const contact = await contactLinkView(app.db, code, act, now);
    if (!contact) throw new NotFoundError(REMINDER_LINK_BROKEN_MESSAGE);
    return contact;
  };

  app.get(
    '/reminders/links/:code',
    {
      config: LINK_RATE_LIMIT,
      schema: { ...schema, summary: "What a reminder's short link will do, before doing it" },
    },
    async (request) => ({ success: true as const, data: await view(request.params.code, false) }),
  );

  app.post(
    '/reminders/links/:code',
    {
      config: LINK_RATE_LIMIT,
      schema: { ...schema, summary: "Carry out a reminder's short link once confirmed" },
    },
    async (request) => ({ success: true as const, data: await view(request.params.code, true) }),
  );
};
