import {
  AddCartItemBodySchema,
  ApiErrorSchema,
  CartItemParamsSchema,
  CartSchema,
  successEnvelope,
  UpdateCartItemBodySchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../errors/index.ts';
import { type AuthUser, guardEveryRoute } from '../../plugins/auth.ts';
import { cartDiscountLookup } from '../discounts/customer-discount.ts';
import { isUuid } from '../pricing/checkout.repository.ts';
import { cartRepository } from './cart.repository.ts';
import { cartService } from './cart.service.ts';

const CartEnvelope = successEnvelope(CartSchema);
const response = { 200: CartEnvelope };

function productIdOf(params: { productId: string }): string {
  if (!isUuid(params.productId)) throw new NotFoundError('Product not found.');
  return params.productId;
}

/** The signed-in customer's cart; every call answers the whole cart. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = cartService(cartRepository(app.db), cartDiscountLookup(app.db));
  guardEveryRoute(app, app.authenticate);
  const userId = (request: { user: AuthUser | null }) => (request.user as AuthUser).id;
  const ok = (data: Awaited<ReturnType<typeof cart.get>>) => ({ success: true as const, data });

  app.get('/cart', { schema: { tags: ['cart'], summary: 'My cart', response } }, async (request) =>
    ok(await cart.get(userId(request))),
  );

  app.post(
    '/cart/items',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a quantity of a product (added to what the cart holds; never above stock)',
        body: AddCartItemBodySchema,
        response: {
          ...response,
          404: ApiErrorSchema.describe('Product not found'),
          409: ApiErrorSchema.describe('Out of stock, or fewer left than asked for'),
        },
      },
    },
    async (request) => {
      const productId = productIdOf(request.body);
      return ok(await cart.add(userId(request), productId, request.body.quantity));
    },
  );

  app.put(
    '/cart/items/:productId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a cart item (at least 1, never above stock)',
        params: CartItemParamsSchema,
        body: UpdateCartItemBodySchema,
        response: {
          ...response,
          409: ApiErrorSchema.describe('Fewer left in stock than asked for'),
        },
      },
    },
    async (request) => {
      const productId = productIdOf(request.params);
      return ok(await cart.update(userId(request), productId, request.body.quantity));
    },
  );

  app.delete(
    '/cart/items/:productId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove an item (idempotent)',
        params: CartItemParamsSchema,
        response,
      },
    },
    async (request) => {
      const id = request.params.productId;
      return ok(
        isUuid(id) ? await cart.remove(userId(request), id) : await cart.get(userId(request)),
      );
    },
  );

  app.delete(
    '/cart',
    { schema: { tags: ['cart'], summary: 'Empty my cart', response } },
    async (request) => ok(await cart.clear(userId(request))),
  );
};
