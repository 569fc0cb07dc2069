import { ApiErrorSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { isStripeProcessor, stripeIntentRecord } from '../../adapters/payments/index.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors/index.ts';
import { plansOf } from '../subscriptions/plan-deps.ts';
import type { PlanRunner } from '../subscriptions/plan-run.ts';
import { paymentEventsRepository } from './payment-events.repository.ts';

const RENEWAL_BUSY = 'This renewal payment is being completed; deliver the event again.';

const WebhookAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ received: z.literal(true), duplicate: z.boolean() }),
});

/**
 * The same reconciliation as the sweep's, at once: the order is placed, or the payment refunded
 * with a message when it cannot be (sold out, code used up, prices changed). A plan's renewal
 * held for the customer's authentication is ordered as the pay page's post would order it.
 */
async function reconcile(
  app: FastifyInstance,
  renewals: PlanRunner,
  event: Stripe.PaymentIntentSucceededEvent,
) {
  const intent = event.data.object;
  const about = { eventId: event.id, paymentIntentId: intent.id, amount: intent.amount };
  let renewal: Awaited<ReturnType<PlanRunner['completePaid']>> = 'other';
  try {
    renewal = await renewals.completePaid(intent.id, new Date());
    if (renewal === 'ordered') {
      app.log.info(about, 'stripe renewal payment authenticated: ordered');
      return;
    }
    if (renewal === 'other') {
      const settled = await app.fulfilment.settle(intent.id, stripeIntentRecord(intent));
      if (settled.kind === 'order') {
        app.log.info({ ...about, orderId: settled.order.order.id }, 'stripe payment fulfilled');
      } else if (settled.kind === 'refunded') {
        app.log.warn({ ...about, reason: settled.reason }, 'stripe payment refunded: no order');
      }
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // An intent this shop did not create, or not its customer's: redelivery cannot mend it.
    app.log.error({ ...about, reason: error.message }, 'paid stripe intent has no order');
  }
  // The pay page's post or a retry holds the renewal now: a 409 has Stripe deliver it again, and
  // by then the renewal is ordered (settle finds its order) or the event completes it.
  if (renewal === 'busy') throw new ConflictError(RENEWAL_BUSY);
}

async function handleEvent(app: FastifyInstance, renewals: PlanRunner, event: Stripe.Event) {
  if (event.type === 'payment_intent.succeeded') {
    await reconcile(app, renewals, event);
    // Counted once handled: a delivery answered 409 (or failing) comes again and counts then.
    app.metrics.payments.inc({ provider: 'stripe', outcome: 'succeeded' });
  } else if (event.type === 'payment_intent.payment_failed') {
    app.metrics.payments.inc({ provider: 'stripe', outcome: 'failed' });
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
 * scope parses JSON as a raw Buffer; each event id is handled once (Stripe redelivers), and
 * handling is idempotent, so two deliveries racing each other still place one order.
 */
export async function paymentsWebhookRoutes(app: FastifyInstance) {
  const { runner: renewals } = plansOf(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signature verified on the raw body; each event handled once)',
        // Optional to the validator, so a shop without webhooks still answers 404 first.
        headers: z.looseObject({
          'stripe-signature': z.string().optional().meta({
            description:
              "Stripe's signature of the raw body; without a valid one the answer is 400",
          }),
        }),
        response: {
          200: WebhookAnswerSchema,
          400: ApiErrorSchema.describe('The Stripe-Signature header is missing or does not match'),
          404: ApiErrorSchema.describe('Stripe webhooks are not configured on this shop'),
          409: ApiErrorSchema.describe(
            'A renewal of this payment is being completed by another request: delivered again later',
          ),
        },
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
      const fresh = !(await paymentEventsRepository.seen(app.db, event.id));
      if (fresh) {
        await handleEvent(app, renewals, event);
        // Recorded once handled: an event whose handling failed unexpectedly is redelivered.
        await paymentEventsRepository.record(app.db, { ...event, provider: 'stripe' });
      }
      return { success: true as const, data: { received: true as const, duplicate: !fresh } };
    },
  );
}
