import type Stripe from 'stripe';
import { isStripeTestKey } from '../../config-production.ts';
import type { PaymentIntentRecord, PaymentProcessor } from './payment-processor.ts';
import { stripeModule } from './stripe-module.ts';
import { stripeSavedCards } from './stripe-saved-cards.ts';

export interface StripeOptions {
  secretKey: string;
  /** Sent to the browser with each intent, for Stripe Elements. */
  publishableKey: string;
  webhookSecret: string | null;
  /** Tests pass Stripe.createFetchHttpClient(fakeFetch) to replay recorded responses. */
  httpClient?: Stripe.HttpClient;
}

export interface StripeProcessor extends PaymentProcessor {
  readonly provider: 'stripe';
  readonly publishableKey: string;
  /** Verifies the Stripe-Signature header against the raw body; throws when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string): Stripe.Event;
  readonly hasWebhookSecret: boolean;
  /** A test key (sk_test_ or rk_test_): Stripe charges nothing. */
  readonly testMode?: boolean;
}

function toStatus(status: string): PaymentIntentRecord['status'] {
  if (status === 'succeeded' || status === 'canceled' || status === 'processing') return status;
  if (status === 'requires_capture') return 'processing';
  return 'requires_payment';
}

/** Our view of a Stripe intent, as retrieved or as a verified webhook event carries it. */
export function stripeIntentRecord(intent: Stripe.PaymentIntent): PaymentIntentRecord {
  return {
    id: intent.id,
    userId: intent.metadata.userId ?? null,
    amountCents: intent.amount,
    status: toStatus(intent.status),
  };
}

function isInvalidRequest(error: unknown, code: string): boolean {
  return error instanceof stripeModule().errors.StripeInvalidRequestError && error.code === code;
}

export function createStripeProcessor(options: StripeOptions): StripeProcessor {
  const stripe = new (stripeModule())(options.secretKey, {
    maxNetworkRetries: 2,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });

  return {
    provider: 'stripe',
    publishableKey: options.publishableKey,
    hasWebhookSecret: Boolean(options.webhookSecret),
    testMode: isStripeTestKey(options.secretKey),
    ...stripeSavedCards(stripe, options.publishableKey),

    async createIntent({ userId, amountCents, idempotencyKey, saveCard }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          // Kept for auto-replace: Stripe attaches the card to the customer once it has paid.
          ...(saveCard?.customerRef
            ? { customer: saveCard.customerRef, setup_future_usage: 'off_session' as const }
            : {}),
          // Only methods confirmed on the page (cards, 3-D Secure in a pop-up, Link): a method that
          // leaves for its own site would come back to order history without the order placed.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { userId },
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe returned no client secret');
      return { id: intent.id, clientSecret: intent.client_secret, amountCents: intent.amount };
    },

    async findIntent(id) {
      if (!id.startsWith('pi_')) return null;
      try {
        return stripeIntentRecord(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (isInvalidRequest(error, 'resource_missing')) return null;
        throw error;
      }
    },

    // The PaymentMethod's card.fingerprint: Stripe's own key for one card across customers.
    async cardFingerprint(id) {
      if (!id.startsWith('pi_')) return null;
      const intent = await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
      const method = intent.payment_method;
      return typeof method === 'object' && method ? (method.card?.fingerprint ?? null) : null;
    },

    async refund(id, reason) {
      const intent = await stripe.paymentIntents.retrieve(id);
      if (intent.status === 'succeeded') {
        try {
          await stripe.refunds.create(
            { payment_intent: id, metadata: { reason: reason.slice(0, 500) } },
            { idempotencyKey: `refund-${id}` },
          );
        } catch (error) {
          // Asked again after Stripe forgot the key (24 hours): the money went back the first time.
          if (!isInvalidRequest(error, 'charge_already_refunded')) throw error;
        }
      } else if (intent.status !== 'canceled') {
        await stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
      }
    },

    async refundAmount({ paymentIntentId, amountCents, reason, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount: amountCents,
          metadata: { reason: reason.slice(0, 500) },
        },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },

    parseWebhook(rawBody, signature) {
      if (!options.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
    },
  };
}
