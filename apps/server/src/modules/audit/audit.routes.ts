import { Readable } from 'node:stream';
import {
  AuditCsvQuerySchema,
  AuditPageSchema,
  AuditQuerySchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nonJsonAnswer } from '../../plugins/openapi-operations.ts';
import { auditRepository } from './audit.repository.ts';
import { auditCsv } from './audit-csv.ts';

const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The audit log of staff writes: searched, paged newest first, exported (decision 068). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.config.shopTimeZone;

  app.get(
    '/admin/audit',
    {
      onRequest: app.requirePermission('audit:read'),
      schema: {
        ...admin,
        summary:
          'Staff writes, newest first: filter by person, action, order, customer and days; `after` pages on (admin)',
        querystring: AuditQuerySchema,
        response: { 200: successEnvelope(AuditPageSchema) },
      },
    },
    async (request) => {
      const { pageSize, ...query } = request.query;
      // One more than the page says whether there is a next one.
      const found = await auditRepository.page(app.db, { ...query, limit: pageSize + 1 }, timeZone);
      const items = found.slice(0, pageSize);
      const nextAfter = found.length > pageSize ? (items[items.length - 1]?._id ?? null) : null;
      return { success: true as const, data: { items, pageSize, nextAfter } };
    },
  );

  app.get(
    '/admin/audit.csv',
    {
      onRequest: [app.requirePermission('audit:read'), app.requireRecentSignIn],
      schema: {
        ...admin,
        summary: 'Every matching audit entry as CSV, newest first; streamed (admin)',
        querystring: AuditCsvQuerySchema,
        response: { 200: nonJsonAnswer('text/csv', 'The matching audit entries as CSV') },
      },
    },
    async (request, reply) => {
      const csv = Readable.from(auditCsv(app.db, request.query, timeZone), {
        objectMode: false,
      }) as unknown as string;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .send(csv);
    },
  );
};
