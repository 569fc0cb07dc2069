import {
  ApiErrorSchema,
  ConfirmPaymentBodySchema,
  ConfirmPaymentResultSchema,
  CreatePaymentIntentBodySchema,
  PaymentIntentSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../../plugins/auth.ts';
import { attemptLimiterFor } from '../attempt-limits/attempt-limiter-for.ts';
import { attempterOf, isDecline, TOO_MANY_ATTEMPTS } from '../attempt-limits/attempt-routes.ts';
import { paymentMethodsService } from '../payment-methods/payment-methods.service.ts';
import { checkoutService } from '../pricing/checkout.service.ts';
import { paymentsService } from './payments.service.ts';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = paymentsService({
    processor: app.payments,
    checkout: checkoutService(app.db, app.config.pricing),
    fulfilment: app.fulfilment,
    customerRefFor: paymentMethodsService({ db: app.db, processor: app.payments }).customerRefFor,
    crashAfterCharge: app.config.crashAfterCharge,
  });
  const userId = (request: { user: AuthUser | null }) => (request.user as AuthUser).id;
  const cardAttempts = attemptLimiterFor(app, 'cardDeclines');

  app.post(
    '/payments/create-payment-intent',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Start paying for the cart or Buy-it-Now items (the server computes the amount)',
        body: CreatePaymentIntentBodySchema,
        response: {
          200: successEnvelope(PaymentIntentSchema),
          404: ApiErrorSchema.describe('Product not found'),
          409: ApiErrorSchema.describe(
            'Out of stock, no longer sold, or fewer left than asked for',
          ),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.createIntent(userId(request), request.body),
    }),
  );

  app.post(
    '/payments/confirm',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary:
          'Pay an intent with a card and place its order (test-mode processor only; 402 with the reason)',
        body: ConfirmPaymentBodySchema,
        response: {
          200: successEnvelope(ConfirmPaymentResultSchema),
          402: ApiErrorSchema.describe('The card was declined'),
          404: ApiErrorSchema.describe('No such payment of mine, or the shop pays through Stripe'),
          409: ApiErrorSchema.describe(
            'Paid, but the order was refused (sold out, or the discount code used up) and refunded',
          ),
          429: TOO_MANY_ATTEMPTS,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cardAttempts.guard(
        attempterOf(request),
        () => payments.confirm(userId(request), request.body),
        isDecline,
      ),
    }),
  );
};
