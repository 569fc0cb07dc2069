import {
  AdminReminderOptOutPageSchema,
  AdminReminderOptOutsQuerySchema,
  cappedTotal,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReminderOptOutsRepository as repository } from './admin-reminder-opt-outs.repository.ts';

/**
 * The back office's list of addresses that stopped reminder e-mails (decision 061). Read only:
 * restarting them is the address owner's choice alone (the e-mail's undo link, or My Products).
 */
export const adminReminderOptOutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reminder-opt-outs',
    {
      onRequest: app.requirePermission('opt-outs:read'),
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary:
          'Addresses that stopped reminder e-mails, newest first, with their customer; search by the start of the address (admin)',
        querystring: AdminReminderOptOutsQuerySchema,
        response: { 200: successEnvelope(AdminReminderOptOutPageSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, counted } = await repository.search(app.db, query);
      const last = rows.at(-1);
      return {
        success: true as const,
        data: {
          items: rows.map((row) => ({
            email: row.email,
            stoppedAt: row.stoppedAt.toISOString(),
            customer:
              row.customerId && row.customerName !== null
                ? { _id: row.customerId, name: row.customerName }
                : null,
          })),
          ...cappedTotal(counted),
          page: query.page,
          pageSize: query.pageSize,
          nextAfter:
            last && rows.length === query.pageSize ? `${last.cursorTime}|${last.email}` : null,
        },
      };
    },
  );
};
