import {
  ApiErrorSchema,
  adminPageSchema,
  cappedTotal,
  OutboxMessageSchema,
  OutboxQuerySchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Adapters } from '../../adapters/index.ts';
import { ConflictError, NotFoundError } from '../../errors/index.ts';
import { isUuid } from '../pricing/checkout.repository.ts';
import { type OutboxRow, outboxRepository } from './outbox.repository.ts';
import { staffView } from './outbox-view.ts';

const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

function toOutboxMessage(row: OutboxRow, adapters: Adapters) {
  return {
    _id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    ...staffView(row, adapters),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = outboxRepository(app.db);

  app.get(
    '/admin/outbox',
    {
      onRequest: app.requirePermission('messages:read'),
      schema: {
        ...admin,
        summary:
          'The e-mails and SMS the shop sent or stored, newest first, a page at a time, by search, channel and status; codes hidden once a provider delivers (admin)',
        querystring: OutboxQuerySchema,
        response: { 200: successEnvelope(adminPageSchema(OutboxMessageSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, counted } = await outbox.page(query);
      return {
        success: true as const,
        data: {
          items: rows.map((row) => toOutboxMessage(row, app.adapters)),
          ...cappedTotal(counted),
          page: query.page,
          pageSize: query.pageSize,
        },
      };
    },
  );

  app.post(
    '/admin/outbox/:id/resend',
    {
      onRequest: app.requirePermission('messages:resend'),
      schema: {
        ...admin,
        summary: 'Send a failed message again now (admin)',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: successEnvelope(OutboxMessageSchema), 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = isUuid(id) ? await outbox.find(id) : undefined;
      if (!found) throw new NotFoundError('Message not found.');
      const result = await app.messenger.resend(id);
      if (!result) throw new ConflictError('Only a message that failed can be sent again.');
      const row = await outbox.find(id);
      if (!row) throw new NotFoundError('Message not found.');
      return { success: true as const, data: toOutboxMessage(row, app.adapters) };
    },
  );
};
