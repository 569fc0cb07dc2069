import {
  AddPasskeyBodySchema,
  ApiErrorSchema,
  PasskeyIdParamsSchema,
  PasskeyListSchema,
  PasskeyLoginBodySchema,
  PasskeyLoginOptionsBodySchema,
  PasskeyLoginResponseSchema,
  PasskeyOptionsSchema,
  PasskeySchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../../errors/index.ts';
import { startSession } from '../auth.service.ts';
import { authDeps } from '../auth-deps.ts';
import { IP_RATE_LIMITS } from '../rate-limits.ts';
import { passkeyLoginService } from './passkey-login.service.ts';
import { passkeysService } from './passkeys.service.ts';

/** Passkeys (WebAuthn): an account adds, lists and removes them, and signs in with one. */
export const passkeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const passkeys = passkeysService(deps);
  const login = passkeyLoginService(deps);
  const security = [{ bearerAuth: [] }];

  const currentUser = async (userId: string | undefined) => {
    const user = userId ? await deps.users.findById(userId) : null;
    if (!user) throw new UnauthorizedError();
    return user;
  };

  app.post(
    '/auth/passkeys/options',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Options for the browser to make a passkey for the signed-in account',
        security,
        response: { 200: successEnvelope(PasskeyOptionsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await passkeys.registrationOptions(await currentUser(request.user?.id)),
    }),
  );

  app.post(
    '/auth/passkeys',
    {
      onRequest: app.authenticate,
      config: { rateLimit: IP_RATE_LIMITS.codes },
      schema: {
        tags: ['auth'],
        summary: 'Add the passkey the browser made, under a name',
        security,
        body: AddPasskeyBodySchema,
        response: {
          201: successEnvelope(PasskeySchema),
          400: ApiErrorSchema.describe('Not verified, or the options expired or were used'),
          409: ApiErrorSchema.describe('This passkey is already added'),
        },
      },
    },
    async (request, reply) => {
      const passkey = await passkeys.add(await currentUser(request.user?.id), request.body);
      request.log.info('passkey added');
      return reply.status(201).send({ success: true as const, data: passkey });
    },
  );

  app.get(
    '/auth/passkeys',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "The signed-in account's passkeys",
        security,
        response: { 200: successEnvelope(PasskeyListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { passkeys: await passkeys.list((await currentUser(request.user?.id)).id) },
    }),
  );

  app.delete(
    '/auth/passkeys/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Remove one of the signed-in account's passkeys; answers the ones left",
        security,
        params: PasskeyIdParamsSchema,
        response: {
          200: successEnvelope(PasskeyListSchema),
          404: ApiErrorSchema.describe('The account has no passkey by that id'),
        },
      },
    },
    async (request) => {
      const user = await currentUser(request.user?.id);
      await passkeys.remove(user.id, request.params.id);
      request.log.info('passkey removed');
      return { success: true as const, data: { passkeys: await passkeys.list(user.id) } };
    },
  );

  app.post(
    '/auth/passkey-login/options',
    {
      config: { rateLimit: IP_RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Options to sign in with a passkey, alone or as the second step of a sign-in',
        body: PasskeyLoginOptionsBodySchema,
        response: {
          200: successEnvelope(PasskeyOptionsSchema),
          401: ApiErrorSchema.describe('The pending sign-in expired or was used'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await login.options(request.body.challenge),
    }),
  );

  app.post(
    '/auth/passkey-login',
    {
      config: { rateLimit: IP_RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a passkey, or complete a pending sign-in with one',
        body: PasskeyLoginBodySchema,
        response: {
          200: successEnvelope(PasskeyLoginResponseSchema),
          401: ApiErrorSchema.describe('Not accepted, or the challenge expired or was used'),
          429: ApiErrorSchema.describe('Too many failed attempts on the account'),
        },
      },
    },
    async (request) => {
      const user = await login.signIn(request.body);
      return { success: true as const, data: await startSession(deps, user) };
    },
  );
};
