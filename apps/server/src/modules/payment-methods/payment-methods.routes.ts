import {
  ApiErrorSchema,
  PaymentMethodParamsSchema,
  SavedPaymentMethodSchema,
  SavedPaymentMethodsSchema,
  SavePaymentMethodBodySchema,
  SetupIntentSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthUser, guardEveryRoute } from '../../plugins/auth.ts';
import { attemptLimiterFor } from '../attempt-limits/attempt-limiter-for.ts';
import { attempterOf, isDecline, TOO_MANY_ATTEMPTS } from '../attempt-limits/attempt-routes.ts';
import { paymentMethodsService } from './payment-methods.service.ts';

const NOT_FOUND = ApiErrorSchema.describe('No such card among the customer’s saved cards');

/** The signed-in customer's saved cards (issue 29): list, save, choose the default, remove. */
export const paymentMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = paymentMethodsService({ db: app.db, processor: app.payments });
  guardEveryRoute(app, app.authenticate);
  const userId = (request: { user: AuthUser | null }) => (request.user as AuthUser).id;
  const cardAttempts = attemptLimiterFor(app, 'cardDeclines');
  const setupAttempts = attemptLimiterFor(app, 'setupIntents');

  app.get(
    '/payment-methods',
    {
      schema: {
        tags: ['payment-methods'],
        summary: 'My saved cards (the default first, then newest first)',
        response: { 200: successEnvelope(SavedPaymentMethodsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await cards.list(userId(request)) }),
  );

  app.post(
    '/payment-methods/setup-intent',
    {
      schema: {
        tags: ['payment-methods'],
        summary: 'Start saving a card with Stripe Elements (Stripe only; 409 in test mode)',
        response: {
          200: successEnvelope(SetupIntentSchema),
          409: ApiErrorSchema.describe('Test mode saves the card from POST /payment-methods'),
          429: TOO_MANY_ATTEMPTS,
        },
      },
    },
    async (request) => {
      // A card that declines too often may not start Stripe setups either.
      await cardAttempts.assertOpen(attempterOf(request));
      const setup = setupAttempts.counted(attempterOf(request), () =>
        cards.createSetupIntent(userId(request)),
      );
      return { success: true as const, data: await setup };
    },
  );

  app.post(
    '/payment-methods',
    {
      schema: {
        tags: ['payment-methods'],
        summary:
          'Save a card: { card } in test mode, { setupIntentId } with Stripe (the first card becomes the default)',
        body: SavePaymentMethodBodySchema,
        response: {
          200: successEnvelope(SavedPaymentMethodSchema),
          402: ApiErrorSchema.describe('The card was declined'),
          404: ApiErrorSchema.describe('No such setup intent for this customer'),
          409: ApiErrorSchema.describe('The setup intent is not confirmed yet'),
          429: TOO_MANY_ATTEMPTS,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cardAttempts.guard(
        attempterOf(request),
        () => cards.save(userId(request), request.body),
        isDecline,
      ),
    }),
  );

  app.delete(
    '/payment-methods/:id',
    {
      schema: {
        tags: ['payment-methods'],
        summary: 'Remove a saved card; answers the cards left (the newest becomes the default)',
        params: PaymentMethodParamsSchema,
        response: {
          200: successEnvelope(SavedPaymentMethodsSchema),
          404: NOT_FOUND,
          409: ApiErrorSchema.describe('The card pays for an active Auto-replace plan'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cards.remove(userId(request), request.params.id),
    }),
  );

  app.post(
    '/payment-methods/:id/default',
    {
      schema: {
        tags: ['payment-methods'],
        summary: 'Make a saved card the default',
        params: PaymentMethodParamsSchema,
        response: { 200: successEnvelope(SavedPaymentMethodSchema), 404: NOT_FOUND },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cards.setDefault(userId(request), request.params.id),
    }),
  );
};
