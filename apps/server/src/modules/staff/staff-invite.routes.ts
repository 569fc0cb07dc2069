import {
  AcceptInviteBodySchema,
  ApiErrorSchema,
  AuthResponseSchema,
  InviteTokenParamsSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IP_RATE_LIMITS } from '../auth/rate-limits.ts';
import { issueSession, sessionClientOf } from '../sessions/issue-session.ts';
import { toUser } from '../users/user-view.ts';
import { staffService } from './staff.service.ts';

/** The invitation link's page posts here: the new member's account, signed in. */
export const staffInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffService({
    db: app.db,
    messenger: app.messenger,
    shopName: app.config.shopName,
    publicUrl: app.config.publicUrl,
  });

  app.post(
    '/auth/invites/:token/accept',
    {
      config: { rateLimit: IP_RATE_LIMITS.register },
      schema: {
        tags: ['auth'],
        summary: 'Accept a staff invitation: creates the account and signs it in',
        params: InviteTokenParamsSchema,
        body: AcceptInviteBodySchema,
        response: {
          201: successEnvelope(AuthResponseSchema),
          409: ApiErrorSchema.describe('An account already uses the invited e-mail address'),
          410: ApiErrorSchema.describe('The invitation expired or was already used'),
        },
      },
    },
    async (request, reply) => {
      const user = await staff.accept(request.params.token, request.body);
      const token = await issueSession(app.db, app.sessionTokens, user, sessionClientOf(request));
      request.log.info({ userId: user.id, staffRole: user.staffRole }, 'staff invitation accepted');
      return reply
        .status(201)
        .send({ success: true as const, data: { token, user: toUser(user) } });
    },
  );
};
