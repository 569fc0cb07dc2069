import {
  ApiErrorSchema,
  CheckoutQuoteBodySchema,
  QuoteSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutService } from './checkout.service.ts';

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = checkoutService(app.db, app.config.pricing);

  app.post(
    '/checkout/quote',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['checkout'],
        summary: 'Subtotal, shipping, tax and total for the cart or Buy-it-Now items',
        body: CheckoutQuoteBodySchema,
        response: {
          200: successEnvelope(QuoteSchema),
          404: ApiErrorSchema.describe('Product not found'),
          409: ApiErrorSchema.describe(
            'Out of stock, no longer sold, or fewer left than asked for',
          ),
        },
      },
    },
    async (request) => {
      const data = await checkout.quote(request.user!.id, request.body.items);
      return { success: true as const, data };
    },
  );
};
