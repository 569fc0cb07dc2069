import type Stripe from 'stripe';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/index.ts';
import type {
  HeldChargeEnd,
  OffSessionChargeResult,
  PaymentProcessor,
} from './payment-processor.ts';
import { stripeModule } from './stripe-module.ts';

const CARD_NOT_FOUND = 'Card setup not found.';
const PAYMENT_NOT_FOUND = 'Payment not found.';

type SavedCardMethods = Pick<
  PaymentProcessor,
  | 'createCustomer'
  | 'createSetupIntent'
  | 'saveCard'
  | 'cardOfPayment'
  | 'forgetCard'
  | 'chargeOffSession'
  | 'confirmRequiresAction'
  | 'cancelHeld'
  | 'onSessionAuthentication'
>;

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A PaymentIntent's state as an off-session charge result. */
function chargeResult(intent: Stripe.PaymentIntent): OffSessionChargeResult {
  if (intent.status === 'succeeded' || intent.status === 'processing') {
    return { status: 'succeeded', paymentIntentId: intent.id };
  }
  const error = intent.last_payment_error;
  if (
    intent.status === 'requires_payment_method' &&
    error &&
    error.code !== 'authentication_required'
  ) {
    return {
      status: 'declined',
      paymentIntentId: intent.id,
      code: error.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined',
      message: error.message ?? 'Your card was declined.',
    };
  }
  return {
    status: 'requires_action',
    paymentIntentId: intent.id,
    clientSecret: intent.client_secret ?? '',
  };
}

function heldEnd(intent: Stripe.PaymentIntent): HeldChargeEnd | null {
  if (intent.status === 'succeeded') return 'paid';
  if (intent.status === 'canceled') return 'canceled';
  return intent.status === 'processing' ? 'pending' : null;
}

/**
 * Saved cards with Stripe: a SetupIntent collects the card in Stripe Elements under the user's
 * Stripe customer; later charges are off-session PaymentIntents with our idempotency key.
 */
export function stripeSavedCards(stripe: Stripe, publishableKey: string): SavedCardMethods {
  /** An off-session intent of this user's; another user's is not found. */
  async function ownIntent(userId: string, paymentIntentId: string) {
    if (!paymentIntentId.startsWith('pi_')) throw new NotFoundError(PAYMENT_NOT_FOUND);
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    if (intent.metadata.userId !== userId) throw new NotFoundError(PAYMENT_NOT_FOUND);
    return intent;
  }

  return {
    async createCustomer({ userId, email }) {
      const customer = await stripe.customers.create(
        { ...(email ? { email } : {}), metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return { customerRef: customer.id };
    },

    async createSetupIntent({ userId, customerRef }) {
      const intent = await stripe.setupIntents.create({
        customer: customerRef,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { userId },
      });
      if (!intent.client_secret) throw new Error('Stripe returned no client secret');
      return { clientSecret: intent.client_secret, publishableKey };
    },

    async saveCard(input) {
      if (!('setupIntentId' in input)) {
        throw new ValidationError(
          'With Stripe, a card is saved through a setup intent: send { setupIntentId }.',
        );
      }
      if (!input.setupIntentId.startsWith('seti_')) throw new NotFoundError(CARD_NOT_FOUND);
      const intent = await stripe.setupIntents.retrieve(input.setupIntentId, {
        expand: ['payment_method'],
      });
      if (idOf(intent.customer) !== input.customerRef || intent.metadata?.userId !== input.userId) {
        throw new NotFoundError(CARD_NOT_FOUND);
      }
      const method = intent.payment_method;
      if (intent.status !== 'succeeded' || !method || typeof method === 'string' || !method.card) {
        throw new ConflictError('The card was not confirmed with Stripe yet.');
      }
      return {
        processorRef: method.id,
        customerRef: input.customerRef,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
        testCardKind: null,
      };
    },

    async cardOfPayment({ userId, paymentIntentId, customerRef }) {
      const intent = await ownIntent(userId, paymentIntentId);
      if (intent.status !== 'succeeded' || intent.setup_future_usage !== 'off_session') return null;
      if (!customerRef || idOf(intent.customer) !== customerRef) return null;
      const methodId = idOf(intent.payment_method);
      if (!methodId) return null;
      const method = await stripe.paymentMethods.retrieve(methodId);
      // setup_future_usage attaches it once paid; attached by hand only if Stripe has not yet.
      if (idOf(method.customer) !== customerRef) {
        await stripe.paymentMethods.attach(methodId, { customer: customerRef });
      }
      if (!method.card) return null;
      return {
        processorRef: method.id,
        customerRef,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
        testCardKind: null,
      };
    },

    async forgetCard(paymentMethod) {
      try {
        await stripe.paymentMethods.detach(paymentMethod.processorRef);
      } catch (error) {
        // Already detached (a repeat, or removed in Stripe's dashboard): nothing is left to charge.
        if (!(error instanceof stripeModule().errors.StripeInvalidRequestError)) throw error;
      }
    },

    async chargeOffSession({ userId, paymentMethod, amountCents, idempotencyKey, ...rest }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            customer: paymentMethod.customerRef ?? undefined,
            payment_method: paymentMethod.processorRef,
            off_session: true,
            confirm: true,
            ...(rest.description ? { description: rest.description } : {}),
            metadata: { ...rest.metadata, userId, paymentMethodId: paymentMethod.id },
          },
          { idempotencyKey },
        );
        return chargeResult(intent);
      } catch (error) {
        if (!(error instanceof stripeModule().errors.StripeCardError)) throw error;
        // Stripe answers a failed off-session confirmation with a 402 that carries the intent.
        const intent = (error.raw as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
        if (error.code === 'authentication_required' && intent?.client_secret) {
          return {
            status: 'requires_action',
            paymentIntentId: intent.id,
            clientSecret: intent.client_secret,
          };
        }
        return {
          status: 'declined',
          paymentIntentId: intent?.id ?? null,
          code:
            error.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined',
          message: error.message,
        };
      }
    },

    async confirmRequiresAction({ userId, paymentIntentId }) {
      return chargeResult(await ownIntent(userId, paymentIntentId));
    },

    // Stripe refuses to cancel an intent paid in the meantime; then it is read again.
    async cancelHeld({ userId, paymentIntentId }) {
      const intent = await ownIntent(userId, paymentIntentId);
      const ended = heldEnd(intent);
      if (ended) return ended;
      try {
        await stripe.paymentIntents.cancel(
          paymentIntentId,
          {},
          { idempotencyKey: `cancel-${paymentIntentId}` },
        );
        return 'canceled';
      } catch (error) {
        const unexpected =
          error instanceof stripeModule().errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state';
        if (!unexpected) throw error;
        return heldEnd(await stripe.paymentIntents.retrieve(paymentIntentId)) ?? 'pending';
      }
    },

    async onSessionAuthentication({ userId, paymentIntentId }) {
      const intent = await ownIntent(userId, paymentIntentId);
      if (!intent.client_secret) throw new Error('Stripe returned no client secret');
      // After authentication_required Stripe clears the intent's method; the error still names it.
      const method = intent.last_payment_error?.payment_method ?? intent.payment_method;
      return {
        clientSecret: intent.client_secret,
        publishableKey,
        paymentMethodRef: idOf(method ?? null),
      };
    },
  };
}
