import {
  ApiErrorSchema,
  MyReviewSchema,
  ProductIdParamsSchema,
  ReviewBodySchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../../plugins/auth.ts';
import { catalogueCache } from '../products/catalogue-cache.ts';
import { catalogueChanged } from '../products/catalogue-sync.ts';
import { reviewsService } from './reviews.service.ts';

const MyReviewEnvelope = successEnvelope(MyReviewSchema);
const signedIn = { tags: ['reviews'], security: [{ bearerAuth: [] }] };
/** Sends the cached, already-serialized JSON as is. */
const sendJson = (reply: FastifyReply, json: Buffer) =>
  reply.type('application/json; charset=utf-8').send(json);
const userId = (request: { user: AuthUser | null }) => (request.user as AuthUser).id;

/** A product's published reviews, and a verified buyer's own review of it (decision 073). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = reviewsService(app.db);
  const cache = catalogueCache(app.db);

  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's published reviews: average, count, distribution and one page",
        params: ProductIdParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: successEnvelope(ReviewListSchema) },
      },
    },
    async (request, reply) => {
      const body = await cache.json(request, async () => ({
        success: true,
        data: await reviews.list(request.params.id, request.query),
      }));
      return sendJson(reply, body);
    },
  );

  app.post(
    '/products/:id/reviews',
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        summary: 'Review a product received in a delivered order (one review per product)',
        params: ProductIdParamsSchema,
        body: ReviewBodySchema,
        response: {
          201: MyReviewEnvelope,
          403: ApiErrorSchema.describe('No delivered order holds this product'),
          409: ApiErrorSchema.describe('The customer has reviewed this product already'),
        },
      },
    },
    async (request, reply) => {
      const review = await reviews.create(userId(request), request.params.id, request.body);
      return reply.status(201).send({ success: true as const, data: review });
    },
  );

  app.get(
    '/products/:id/reviews/mine',
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        summary: "The signed-in customer's own review of the product, in any state",
        params: ProductIdParamsSchema,
        response: { 200: MyReviewEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviews.getMine(userId(request), request.params.id),
    }),
  );

  app.put(
    '/products/:id/reviews/mine',
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        summary: 'Edit my review of the product; it waits for moderation again',
        params: ProductIdParamsSchema,
        body: ReviewBodySchema,
        response: { 200: MyReviewEnvelope },
      },
    },
    async (request) => {
      const edit = await reviews.updateMine(userId(request), request.params.id, request.body);
      if (edit.ratingChanged) await catalogueChanged(app, request.log);
      return { success: true as const, data: edit.review };
    },
  );
};
