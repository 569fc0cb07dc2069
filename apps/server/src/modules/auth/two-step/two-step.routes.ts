import {
  ApiErrorSchema,
  AuthResponseSchema,
  SecondFactorLoginBodySchema,
  successEnvelope,
  TotpCodeBodySchema,
  TotpConfirmBodySchema,
  TotpConfirmResponseSchema,
  TotpSetupResponseSchema,
  TotpStatusSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../../errors/index.ts';
import { sessionClientOf } from '../../sessions/issue-session.ts';
import { startSession } from '../auth.service.ts';
import { authDeps } from '../auth-deps.ts';
import { IP_RATE_LIMITS } from '../rate-limits.ts';
import { twoStepService } from './two-step.service.ts';

/** Two-step sign-in: set up and confirm an authenticator app, and complete a pending sign-in. */
export const twoStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const twoStep = twoStepService(deps);
  const signedIn = { onRequest: app.authenticate, security: [{ bearerAuth: [] }] } as const;

  const currentUser = async (userId: string | undefined) => {
    const user = userId ? await deps.users.findById(userId) : null;
    if (!user) throw new UnauthorizedError();
    return user;
  };

  app.get(
    '/auth/totp',
    {
      onRequest: signedIn.onRequest,
      schema: {
        tags: ['auth'],
        summary: 'Whether two-step sign-in is on, and how many recovery codes are left',
        security: signedIn.security,
        response: { 200: successEnvelope(TotpStatusSchema) },
      },
    },
    async (request) => {
      const user = await currentUser(request.user?.id);
      return { success: true as const, data: await twoStep.status(user) };
    },
  );

  app.post(
    '/auth/totp/setup',
    {
      onRequest: signedIn.onRequest,
      schema: {
        tags: ['auth'],
        summary: 'Start two-step sign-in: a new authenticator secret, not on until confirmed',
        security: signedIn.security,
        response: {
          200: successEnvelope(TotpSetupResponseSchema),
          409: ApiErrorSchema.describe('Two-step sign-in is already on'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await twoStep.setup(await currentUser(request.user?.id)),
    }),
  );

  app.post(
    '/auth/totp/confirm',
    {
      onRequest: signedIn.onRequest,
      config: { rateLimit: IP_RATE_LIMITS.codes },
      schema: {
        tags: ['auth'],
        summary:
          'Turn two-step sign-in on with a code from the app; answers the recovery codes once',
        security: signedIn.security,
        body: TotpConfirmBodySchema,
        response: {
          200: successEnvelope(TotpConfirmResponseSchema),
          400: ApiErrorSchema.describe('The code is not right'),
          409: ApiErrorSchema.describe('Not set up yet, or already on'),
          429: ApiErrorSchema.describe('Too many wrong codes'),
        },
      },
    },
    async (request) => {
      const user = await currentUser(request.user?.id);
      const recoveryCodes = await twoStep.confirm(user.id, request.body.code);
      request.log.info('two-step sign-in turned on');
      return { success: true as const, data: { recoveryCodes } };
    },
  );

  app.post(
    '/auth/totp/disable',
    {
      onRequest: signedIn.onRequest,
      config: { rateLimit: IP_RATE_LIMITS.codes },
      schema: {
        tags: ['auth'],
        summary: 'Turn the authenticator app off, with a current code or a recovery code',
        security: signedIn.security,
        body: TotpCodeBodySchema,
        response: {
          200: successEnvelope(TotpStatusSchema),
          400: ApiErrorSchema.describe('The code is not right'),
          409: ApiErrorSchema.describe('Two-step sign-in with the app is not on'),
          429: ApiErrorSchema.describe('Too many wrong codes'),
        },
      },
    },
    async (request) => {
      const user = await currentUser(request.user?.id);
      await twoStep.disable(user.id, request.body.code);
      request.log.info('two-step sign-in turned off');
      return { success: true as const, data: await twoStep.status(user) };
    },
  );

  app.post(
    '/auth/totp/recovery-codes',
    {
      onRequest: signedIn.onRequest,
      config: { rateLimit: IP_RATE_LIMITS.codes },
      schema: {
        tags: ['auth'],
        summary: 'Ten new recovery codes in place of the old ones, with a current code',
        security: signedIn.security,
        body: TotpCodeBodySchema,
        response: {
          200: successEnvelope(TotpConfirmResponseSchema),
          400: ApiErrorSchema.describe('The code is not right'),
          409: ApiErrorSchema.describe('Two-step sign-in with the app is not on'),
          429: ApiErrorSchema.describe('Too many wrong codes'),
        },
      },
    },
    async (request) => {
      const user = await currentUser(request.user?.id);
      const recoveryCodes = await twoStep.renewRecoveryCodes(user.id, request.body.code);
      request.log.info('recovery codes renewed');
      return { success: true as const, data: { recoveryCodes } };
    },
  );

  app.post(
    '/auth/login/second-factor',
    {
      config: { rateLimit: IP_RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Complete a sign-in with an authenticator code or a recovery code',
        body: SecondFactorLoginBodySchema,
        response: {
          200: successEnvelope(AuthResponseSchema),
          401: ApiErrorSchema.describe('Wrong code, or the challenge expired or was used'),
          429: ApiErrorSchema.describe('Too many wrong codes'),
        },
      },
    },
    async (request) => {
      const user = await twoStep.complete(request.body);
      return {
        success: true as const,
        data: await startSession(deps, user, sessionClientOf(request)),
      };
    },
  );
};
