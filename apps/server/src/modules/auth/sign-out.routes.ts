import {
  MessageResponseSchema,
  SIGNED_OUT_EVERYWHERE_MESSAGE,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../errors/index.ts';
import { usersRepository } from '../users/users.repository.ts';

/**
 * Logging out drops the token in the browser; this ends every session of the account at once,
 * for a phone that was lost or a shared computer left signed in (sessions are a token version,
 * plugins/auth.ts).
 */
export const signOutRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersRepository(app.db);

  app.post(
    '/auth/sign-out-everywhere',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Log out on every device: every token of the account stops working',
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(MessageResponseSchema) },
      },
    },
    async (request) => {
      if (!request.user) throw new UnauthorizedError();
      await users.revokeSessions(request.user.id);
      request.log.info('every session of the account ended by its owner');
      return { success: true as const, data: { message: SIGNED_OUT_EVERYWHERE_MESSAGE } };
    },
  );
};
