import {
  ApiErrorSchema,
  EndedSessionsSchema,
  StaffIdParamsSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardEveryRoute } from '../../plugins/auth.ts';
import { authDeps } from '../auth/auth-deps.ts';
import { twoStepService } from '../auth/two-step/two-step.service.ts';
import { sessionsService } from './sessions.service.ts';

const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The owner signs a member out of every device (a lost laptop, someone leaving). */
export const staffSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardEveryRoute(app, app.requirePermission('staff:manage'));
  const deps = authDeps(app);
  const twoStep = twoStepService(deps);
  const sessions = sessionsService({
    db: app.db,
    verifyCode: (userId, code) => twoStep.verifyCode(userId, code),
    limiter: deps.limiter,
  });

  app.delete(
    '/admin/staff/:id/sessions',
    {
      schema: {
        ...admin,
        summary: 'End every session of a staff member; their next request answers 401 (owner)',
        params: StaffIdParamsSchema,
        response: {
          200: successEnvelope(EndedSessionsSchema),
          404: ApiErrorSchema.describe('No such staff member'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.endMembers(request.params.id),
    }),
  );
};
