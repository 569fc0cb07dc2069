import {
  successEnvelope,
  WishlistEntrySchema,
  WishlistParamsSchema,
  WishlistSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthUser, guardEveryRoute } from '../../plugins/auth.ts';
import { wishlistRepository } from './wishlist.repository.ts';
import { wishlistService } from './wishlist.service.ts';

const EntryEnvelope = successEnvelope(WishlistEntrySchema);

/** The signed-in customer's saved products (SPEC deviation 7: the wishlist works). */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const wishlist = wishlistService(wishlistRepository(app.db));
  guardEveryRoute(app, app.authenticate);
  // authenticate has set the user; every route here is for signed-in customers only.
  const userId = (request: { user: AuthUser | null }) => (request.user as AuthUser).id;

  app.get(
    '/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'My saved products (cards, newest first)',
        response: { 200: successEnvelope(WishlistSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await wishlist.list(userId(request)) }),
  );

  app.put(
    '/wishlist/:productId',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Save a product (idempotent; 404 for an unknown or deleted product)',
        params: WishlistParamsSchema,
        response: { 200: EntryEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await wishlist.add(userId(request), request.params.productId),
    }),
  );

  app.delete(
    '/wishlist/:productId',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a saved product (idempotent)',
        params: WishlistParamsSchema,
        response: { 200: EntryEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await wishlist.remove(userId(request), request.params.productId),
    }),
  );
};
