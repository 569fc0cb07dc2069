import {
  ApiErrorSchema,
  ApplyDiscountBodySchema,
  CartSchema,
  CustomerCouponSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthUser, guardEveryRoute } from '../../plugins/auth.ts';
import { attemptLimiterFor } from '../attempt-limits/attempt-limiter-for.ts';
import { attempterOf, isUnknownCode, TOO_MANY_ATTEMPTS } from '../attempt-limits/attempt-routes.ts';
import { cartRepository } from '../cart/cart.repository.ts';
import { cartService } from '../cart/cart.service.ts';
import { cartDiscountService } from './cart-discount.service.ts';
import { cartDiscountLookup } from './customer-discount.ts';

/** POST/DELETE /cart/discount answer the whole cart, like every cart call. */
export const cartDiscountRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = cartService(cartRepository(app.db), cartDiscountLookup(app.db));
  const discounts = cartDiscountService(app.db);
  guardEveryRoute(app, app.authenticate);
  const userId = (request: { user: AuthUser | null }) => (request.user as AuthUser).id;
  const codeGuesses = attemptLimiterFor(app, 'unknownCodes');
  const response = { 200: successEnvelope(CartSchema) };

  app.post(
    '/cart/discount',
    {
      schema: {
        tags: ['cart'],
        summary: 'Apply a discount code to my cart (409 with the reason when it cannot be used)',
        body: ApplyDiscountBodySchema,
        response: {
          ...response,
          404: ApiErrorSchema.describe('No active code of that name'),
          409: ApiErrorSchema.describe(
            'The code cannot be used now (dates, limits or minimum order); the message says why',
          ),
          429: TOO_MANY_ATTEMPTS,
        },
      },
    },
    async (request) => {
      const id = userId(request);
      const current = await cart.get(id);
      const subtotalCents = Math.round(current.subtotal * 100);
      await codeGuesses.guard(
        attempterOf(request),
        () => discounts.apply(id, request.body.code, subtotalCents),
        isUnknownCode,
      );
      return { success: true as const, data: await cart.get(id) };
    },
  );

  app.delete(
    '/cart/discount',
    { schema: { tags: ['cart'], summary: 'Remove the discount code from my cart', response } },
    async (request) => {
      await discounts.remove(userId(request));
      return { success: true as const, data: await cart.get(userId(request)) };
    },
  );

  app.get(
    '/discounts/mine',
    {
      schema: {
        tags: ['cart'],
        summary: 'The discount codes I can use now (the account page Coupons)',
        response: { 200: successEnvelope(z.array(CustomerCouponSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await discounts.couponsFor(userId(request)),
    }),
  );
};
