import { ContactMessageBodySchema, MessageResponseSchema, successEnvelope } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IP_RATE_LIMITS } from '../auth/rate-limits.ts';
import { contactRepository } from './contact.repository.ts';

export const DEFAULT_SHOP_EMAIL = 'support@clearspring.example';
export const CONTACT_THANKS_MESSAGE = 'Thanks! Your message has been sent.';

/** The contact form (DESIGN.md deviation 9): stored, then forwarded to the shop's address. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = contactRepository(app.db);
  const shopEmail = app.config.mail.shopEmail ?? DEFAULT_SHOP_EMAIL;

  app.post(
    '/contact',
    {
      config: { rateLimit: IP_RATE_LIMITS.contact },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop',
        body: ContactMessageBodySchema,
        response: { 201: successEnvelope(MessageResponseSchema) },
      },
    },
    async (request, reply) => {
      const message = request.body;
      const id = await contact.insert(message);
      await app.messenger.send({
        channel: 'email',
        to: shopEmail,
        subject: `Contact form: ${message.subject}`,
        text: `From: ${message.name} <${message.email}>\nSubject: ${message.subject}\n\n${message.message}`,
      });
      await contact.markForwarded(id, new Date());
      return reply
        .status(201)
        .send({ success: true as const, data: { message: CONTACT_THANKS_MESSAGE } });
    },
  );
};
