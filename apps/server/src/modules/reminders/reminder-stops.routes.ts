import {
  ApiErrorSchema,
  MessageResponseSchema,
  RESUME_NOT_YOURS_MESSAGE,
  ReminderStopsSchema,
  ResumeRemindersBodySchema,
  successEnvelope,
} from '@shop/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { reminderOptOuts, trackedProducts } from '../../db/schema/index.ts';
import { NotFoundError, UnauthorizedError } from '../../errors/index.ts';
import { trackerPhonesStopped } from '../sms-opt-outs/sms-opt-outs.ts';
import { reminderAddressAllowed } from './reminder-address-allowed.ts';
import { optBackIn } from './reminder-unsubscribe.ts';

/**
 * The e-mail addresses the account's trackers send reminders to, in lower case: its own verified
 * address or one that confirmed it, never one a tracker merely names.
 */
const trackerEmails = (db: Database, userId: string) =>
  db
    .selectDistinct({ email: sql<string>`lower(${trackedProducts.contactEmail})` })
    .from(trackedProducts)
    .where(
      and(
        eq(trackedProducts.userId, userId),
        eq(trackedProducts.contactMethod, 'email'),
        reminderAddressAllowed,
      ),
    );

/**
 * What My Products says of an address whose reminders were stopped from an e-mail's unsubscribe
 * link (decision 061), and how its owner sends them again: only to an address the account owns or
 * that confirmed it, so nobody learns of or restarts a stranger's unsubscribe.
 */
export const reminderStopsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = (user: { id: string } | null) => {
    if (!user) throw new UnauthorizedError();
    return user.id;
  };

  app.get(
    '/trackers/reminder-stops',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['trackers'],
        summary: "The account's tracker addresses that stopped reminder e-mails or texts",
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(ReminderStopsSchema) },
      },
    },
    async (request) => {
      const emails = trackerEmails(app.db, signedIn(request.user));
      const rows = await app.db
        .select({ email: reminderOptOuts.email, since: reminderOptOuts.createdAt })
        .from(reminderOptOuts)
        .where(inArray(reminderOptOuts.email, emails))
        .orderBy(reminderOptOuts.email);
      const stopped = rows.map(({ email, since }) => ({ email, since: since.toISOString() }));
      const phones = await trackerPhonesStopped(app.db, signedIn(request.user));
      const stoppedPhones = phones.map(({ phone, since }) => ({
        phone,
        since: since.toISOString(),
      }));
      return { success: true as const, data: { stopped, stoppedPhones } };
    },
  );

  app.post(
    '/trackers/reminder-stops/resume',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['trackers'],
        summary: 'Send reminder e-mails again to an address of one of your trackers',
        security: [{ bearerAuth: [] }],
        body: ResumeRemindersBodySchema,
        response: {
          200: successEnvelope(MessageResponseSchema),
          404: ApiErrorSchema.describe('None of your trackers sends reminders to that address'),
        },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const own = await trackerEmails(app.db, signedIn(request.user));
      if (!own.some((row) => row.email === email))
        throw new NotFoundError(RESUME_NOT_YOURS_MESSAGE);
      await optBackIn(app.db, email);
      return {
        success: true as const,
        data: { message: `Reminder e-mails go to ${email} again.` },
      };
    },
  );
};
