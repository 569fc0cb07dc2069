import { ReminderUnsubscribeQuerySchema } from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationError } from '../../errors/index.ts';
import { reminderPage } from './reminder-page.ts';
import { reminderSettings } from './reminder-settings.ts';
import {
  emailOfUnsubscribeToken,
  isOptedOut,
  optBackIn,
  optOut,
  unsubscribePath,
} from './reminder-unsubscribe.ts';

const LINK_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const STOP = 'Stop filter reminders';
const RESTART = 'Send filter reminders again';

const stoppedMessage = (email: string) =>
  `No more filter replacement reminders will be sent to ${email}. Order and account e-mails still come.`;

/**
 * A reminder e-mail's way out (RFC 8058), at the site's root like the shop's pages (app.ts): mail
 * apps POST its List-Unsubscribe address with
 * `List-Unsubscribe=One-Click`, and the link at the e-mail's foot opens the same address, where
 * GET only asks (mail scanners open links) and the button POSTs. Pages, not JSON: they are for
 * whoever holds the e-mail, signed in or not, with or without JavaScript.
 */
export const reminderUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = reminderSettings(app);
  // The one-click body is `List-Unsubscribe=One-Click` (either form encoding); it says nothing
  // the address does not, so it is read and dropped.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'buffer', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );

  const page = (
    reply: FastifyReply,
    token: string,
    title: string,
    message: string,
    form?: { undo: boolean },
  ) => {
    const action = unsubscribePath(token, form?.undo);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        reminderPage(
          settings.shopName,
          title,
          message,
          form ? { action, token, button: form.undo ? RESTART : STOP } : undefined,
        ),
      );
  };
  /** The address the token names; a broken token answers a page to a browser, the envelope else. */
  const emailOf = (token: string, request: FastifyRequest, reply: FastifyReply) => {
    const email = emailOfUnsubscribeToken(settings.linkKey, token);
    if (email) return email;
    if (request.method === 'GET' || request.headers.accept?.includes('text/html')) {
      reply.status(400);
      page(
        reply,
        token,
        'This link does not work',
        'The link is damaged. Open My Products to change your reminders.',
      );
      return null;
    }
    throw new ValidationError('The unsubscribe link is damaged.');
  };
  // Pages of the shop, outside the API and its documentation; the token is still validated.
  const schema = { hide: true, querystring: ReminderUnsubscribeQuerySchema };
  const PATH = '/unsubscribe';

  app.get(PATH, { config: LINK_RATE_LIMIT, schema }, async (request, reply) => {
    const { token } = request.query;
    const email = emailOf(token, request, reply);
    if (!email) return reply;
    if (await isOptedOut(app.db, email)) {
      return page(reply, token, 'Filter reminders are off', stoppedMessage(email), {
        undo: true,
      });
    }
    return page(
      reply,
      token,
      'Stop filter reminders?',
      `Filter replacement reminders to ${email} will stop, for every system they are about. Order and account e-mails still come.`,
      { undo: false },
    );
  });

  app.post(PATH, { config: LINK_RATE_LIMIT, schema }, async (request, reply) => {
    const { token } = request.query;
    const email = emailOf(token, request, reply);
    if (!email) return reply;
    await optOut(app.db, email);
    request.log.info('reminder e-mails stopped by their unsubscribe link');
    return page(reply, token, 'Filter reminders stopped', stoppedMessage(email), { undo: true });
  });

  app.post(`${PATH}/undo`, { config: LINK_RATE_LIMIT, schema }, async (request, reply) => {
    const { token } = request.query;
    const email = emailOf(token, request, reply);
    if (!email) return reply;
    await optBackIn(app.db, email);
    return page(
      reply,
      token,
      'Filter reminders are back on',
      `Filter replacement reminders will be sent to ${email} again when a filter is due.`,
      { undo: false },
    );
  });
};
