import { CalendarFeedSchema, successEnvelope } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../errors/index.ts';
import { nonJsonAnswer } from '../../plugins/openapi-operations.ts';
import { CALENDAR_NOT_FOUND, calendarFeedUrl, calendarService } from './calendar.service.ts';

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendars = calendarService(app.db);
  const tags = ['calendar'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/trackers/calendar-token',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The secret address of my filter-replacement calendar (created on first call)',
        response: { 200: successEnvelope(CalendarFeedSchema) },
      },
    },
    async (request) => {
      const token = await calendars.tokenFor(request.user?.id ?? '');
      return {
        success: true as const,
        data: { token, url: calendarFeedUrl(app.config.publicUrl, token) },
      };
    },
  );

  app.delete(
    '/trackers/calendar-token',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Revoke the calendar address (the old one stops working)',
        response: { 200: successEnvelope(z.object({ revoked: z.literal(true) })) },
      },
    },
    async (request) => {
      await calendars.revoke(request.user?.id ?? '');
      return { success: true as const, data: { revoked: true as const } };
    },
  );

  app.get(
    '/calendar/:file',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'iCalendar feed of every tracked part due date (secret address, no sign-in)',
        params: z.object({ file: z.string().max(100) }),
        response: { 200: nonJsonAnswer('text/calendar', 'The iCalendar feed') },
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.ics$/.exec(request.params.file);
      if (!match?.[1]) throw new NotFoundError(CALENDAR_NOT_FOUND);
      const ics = await calendars.feed(match[1], app.config.shopName, new Date());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=900')
        .send(ics);
    },
  );
};
