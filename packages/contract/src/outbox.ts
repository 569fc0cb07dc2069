import { z } from 'zod';

export const MessageChannelSchema = z.enum(['email', 'sms']);
export type MessageChannel = z.infer<typeof MessageChannelSchema>;

export const OutboxStatusSchema = z.enum(['pending', 'sent', 'failed']);

/** GET /admin/outbox item: every e-mail and SMS the shop sent or stored, newest first. */
export const OutboxMessageSchema = z.object({
  _id: z.string(),
  channel: MessageChannelSchema,
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: OutboxStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
