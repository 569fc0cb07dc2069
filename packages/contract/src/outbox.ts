import { z } from 'zod';
import { AdminPageQuerySchema } from './admin-page.ts';

export const MessageChannelSchema = z.enum(['email', 'sms']);
export type MessageChannel = z.infer<typeof MessageChannelSchema>;

export const OutboxStatusSchema = z.enum(['pending', 'sent', 'failed']);

/**
 * GET /admin/outbox: search (address, subject, text), one channel, one status; a page of them,
 * 100 to a page unless asked.
 */
export const OutboxQuerySchema = AdminPageQuerySchema.extend({
  pageSize: AdminPageQuerySchema.shape.pageSize.unwrap().default(100),
  q: z.string().trim().max(200).optional(),
  channel: MessageChannelSchema.optional(),
  status: OutboxStatusSchema.optional(),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

/**
 * GET /admin/outbox item: every e-mail and SMS the shop sent or stored, newest first. Once a
 * provider (SMTP, Twilio) delivers its channel, one-time codes in `body` are hidden (`masked`);
 * with none, the outbox is the delivery (`developmentOutbox`) and the code stays readable there.
 */
export const OutboxMessageSchema = z.object({
  _id: z.string(),
  channel: MessageChannelSchema,
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  masked: z.boolean(),
  developmentOutbox: z.boolean(),
  status: OutboxStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
