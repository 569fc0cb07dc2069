import { successEnvelope, UpdateMeBodySchema, UserSchema } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../errors/index.ts';
import { SESSION_EXPIRED } from '../../plugins/auth.ts';
import { assertZipInState } from './address-check.ts';
import { toUser } from './user-view.ts';
import { usersRepository } from './users.repository.ts';

/** There is no route by user id: /users/me is always the caller's own account. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersRepository(app.db);
  const security = [{ bearerAuth: [] }];

  const currentUserId = (user: { id: string } | null) => {
    if (!user) throw new UnauthorizedError(SESSION_EXPIRED);
    return user.id;
  };

  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security,
        response: { 200: successEnvelope(UserSchema) },
      },
    },
    async (request) => {
      const row = await users.findById(currentUserId(request.user));
      if (!row) throw new UnauthorizedError(SESSION_EXPIRED);
      return { success: true as const, data: toUser(row) };
    },
  );

  app.put(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change your name or shipping address',
        security,
        body: UpdateMeBodySchema,
        response: { 200: successEnvelope(UserSchema) },
      },
    },
    async (request) => {
      const { name, address } = request.body;
      if (address) assertZipInState(address);
      const row = await users.update(currentUserId(request.user), { name, ...address });
      if (!row) throw new UnauthorizedError(SESSION_EXPIRED);
      return { success: true as const, data: toUser(row) };
    },
  );
};
