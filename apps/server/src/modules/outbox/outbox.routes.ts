import { OutboxMessageSchema, successEnvelope } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type OutboxRow, outboxRepository } from './outbox.repository.ts';

const OUTBOX_PAGE = 100;

function toOutboxMessage(row: OutboxRow) {
  return {
    _id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    body: row.text,
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
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The newest 100 e-mails and SMS the shop sent or stored (admin)',
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(z.array(OutboxMessageSchema)) },
      },
    },
    async () => {
      const rows = await outbox.listNewest(OUTBOX_PAGE);
      return { success: true as const, data: rows.map(toOutboxMessage) };
    },
  );
};
