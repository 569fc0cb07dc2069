import {
  ApiErrorSchema,
  MessageResponseSchema,
  StaffIdParamsSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetSecondFactor } from './second-factor-reset.ts';

export const SECOND_FACTOR_RESET_MESSAGE =
  'Two-step sign-in was reset. They sign in with their password and set it up again.';

/** The owner's way back in for a member who lost their second factor and recovery codes. */
export const secondFactorResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/staff/:id/reset-second-factor',
    {
      onRequest: [app.requirePermission('staff:manage'), app.requireRecentSignIn],
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: "Remove a member's lost second factor and end their sessions (owner)",
        params: StaffIdParamsSchema,
        response: {
          200: successEnvelope(MessageResponseSchema),
          404: ApiErrorSchema.describe('No such staff member'),
        },
      },
    },
    async (request) => {
      await resetSecondFactor(app.db, request.params.id);
      request.log.info({ memberId: request.params.id }, 'second factor reset by the owner');
      return { success: true as const, data: { message: SECOND_FACTOR_RESET_MESSAGE } };
    },
  );
};
