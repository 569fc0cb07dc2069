import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { isStripeProcessor } from '../../adapters/payments/index.ts';
import { NotFoundError, ValidationError } from '../../errors/index.ts';
import { paymentEventsRepository } from './payment-events.repository.ts';

const WebhookAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ received: z.literal(true), duplicate: z.boolean() }),
});

function handleEvent(app: FastifyInstance, event: Stripe.Event) {
  // Orders are created by POST /orders, which asks Stripe for the intent's status itself; the
  // webhook keeps an audit trail and surfaces failures and refunds in the log.
  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    app.log.info(
      { eventId: event.id, type: event.type, paymentIntentId: intent.id, amount: intent.amount },
      'stripe payment event',
    );
  } else if (event.type === 'charge.refunded') {
    app.log.info({ eventId: event.id, chargeId: event.data.object.id }, 'stripe refund event');
  }
}

/**
 * POST /payments/webhook: Stripe's event delivery. The signature covers the exact bytes, so this
 * scope parses JSON as a raw Buffer; each event id is handled once (Stripe redelivers).
 */
export async function paymentsWebhookRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signature verified on the raw body; each event handled once)',
        response: { 200: WebhookAnswerSchema },
      },
    },
    async (request) => {
      const processor = app.payments;
      if (!isStripeProcessor(processor) || !processor.hasWebhookSecret) {
        throw new NotFoundError('Payment webhooks are not configured.');
      }
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new ValidationError('Missing Stripe signature.');
      }
      let event: Stripe.Event;
      try {
        event = processor.parseWebhook(request.body, signature);
      } catch {
        throw new ValidationError('Invalid Stripe signature.');
      }
      const fresh = await app.db.transaction(async (tx) => {
        const first = await paymentEventsRepository.record(tx, { ...event, provider: 'stripe' });
        if (first) handleEvent(app, event);
        return first;
      });
      return { success: true as const, data: { received: true as const, duplicate: !fresh } };
    },
  );
}
