import {
  ReviewRequestSweepBodySchema,
  ReviewRequestSweepResultSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewRequestDeps } from './review-request.scheduler.ts';
import { sendReviewRequests } from './review-requests.ts';

/** A test and demo aid (the requests due "as of" a later time); production relies on the hour. */
export const reviewRequestSweepRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.isProduction) return;
  app.post(
    '/admin/reviews/request-sweep',
    {
      onRequest: app.requirePermission('jobs:run'),
      schema: {
        tags: ['admin', 'reviews'],
        summary: 'Send the review request e-mails due now or at a given time (not in production)',
        security: [{ bearerAuth: [] }],
        body: ReviewRequestSweepBodySchema,
        response: { 200: successEnvelope(ReviewRequestSweepResultSchema) },
      },
    },
    async (request) => {
      const now = request.body.now ? new Date(request.body.now) : new Date();
      const sent = await sendReviewRequests(reviewRequestDeps(app), now);
      return { success: true as const, data: { sent } };
    },
  );
};
