import {
  AdminReviewListQuerySchema,
  AdminReviewPageSchema,
  AdminReviewSchema,
  ReviewIdParamsSchema,
  ReviewReplyBodySchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueChanged } from '../products/catalogue-sync.ts';
import { adminReviewsService } from './admin-reviews.service.ts';

const admin = { tags: ['admin', 'reviews'], security: [{ bearerAuth: [] }] };
const ReviewEnvelope = successEnvelope(AdminReviewSchema);

/** The owner's review queue: publish, hide, answer in public (decision 073). */
export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = adminReviewsService(app.db);

  app.get(
    '/admin/reviews',
    {
      onRequest: app.requirePermission('reviews:read'),
      schema: {
        ...admin,
        summary: 'The review queue, newest first, by status (pending, published, hidden)',
        querystring: AdminReviewListQuerySchema,
        response: { 200: successEnvelope(AdminReviewPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await reviews.list(request.query) }),
  );

  for (const action of ['publish', 'hide'] as const) {
    app.post(
      `/admin/reviews/:id/${action}`,
      {
        onRequest: app.requirePermission('reviews:moderate'),
        schema: {
          ...admin,
          summary:
            action === 'publish'
              ? 'Publish a review on its product page'
              : 'Hide a review from its product page',
          params: ReviewIdParamsSchema,
          response: { 200: ReviewEnvelope },
        },
      },
      async (request) => {
        const review = await reviews[action](request.params.id);
        await catalogueChanged(app, request.log);
        return { success: true as const, data: review };
      },
    );
  }

  app.post(
    '/admin/reviews/:id/reply',
    {
      onRequest: app.requirePermission('reviews:moderate'),
      schema: {
        ...admin,
        summary: "The shop's public answer under a review (replaces an earlier one)",
        params: ReviewIdParamsSchema,
        body: ReviewReplyBodySchema,
        response: { 200: ReviewEnvelope },
      },
    },
    async (request) => {
      const review = await reviews.reply(request.params.id, request.body.body);
      await catalogueChanged(app, request.log);
      return { success: true as const, data: review };
    },
  );
};
