import {
  ApiErrorSchema,
  EndedSessionsSchema,
  SessionIdParamsSchema,
  SessionListSchema,
  StepUpBodySchema,
  StepUpResponseSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../../plugins/auth.ts';
import { guardEveryRoute } from '../../plugins/auth.ts';
import { authDeps } from '../auth/auth-deps.ts';
import { twoStepService } from '../auth/two-step/two-step.service.ts';
import { sessionsService } from './sessions.service.ts';

const signedIn = { tags: ['auth'], security: [{ bearerAuth: [] }] };
const userOf = (request: { user: AuthUser | null }) => request.user as AuthUser;

/** The account's signed-in devices (GET, end one, end the others) and step-up. */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardEveryRoute(app, app.authenticate);
  const deps = authDeps(app);
  const twoStep = twoStepService(deps);
  const sessions = sessionsService({
    db: app.db,
    verifyCode: (userId, code) => twoStep.verifyCode(userId, code),
    limiter: deps.limiter,
  });

  app.get(
    '/auth/sessions',
    {
      schema: {
        ...signedIn,
        summary: 'The signed-in devices of the account; `current` marks this one',
        response: { 200: successEnvelope(SessionListSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await sessions.list(userOf(request)) }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      schema: {
        ...signedIn,
        summary: "Sign one of the account's devices out; its next request answers 401",
        params: SessionIdParamsSchema,
        response: {
          200: successEnvelope(EndedSessionsSchema),
          404: ApiErrorSchema.describe('No such session of this account'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.end(userOf(request), request.params.id),
    }),
  );

  app.delete(
    '/auth/sessions',
    {
      schema: {
        ...signedIn,
        summary: 'Sign out everywhere else: every session of the account but this one ends',
        response: { 200: successEnvelope(EndedSessionsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.endOthers(userOf(request)),
    }),
  );

  app.post(
    '/auth/step-up',
    {
      schema: {
        ...signedIn,
        summary: 'Confirm it is you (password or second-factor code) before what can hurt',
        description:
          'Refunds, role changes, settings and customer-data exports answer 403 STEP_UP_REQUIRED ' +
          'unless this was done on the session within the last 10 minutes.',
        body: StepUpBodySchema,
        response: {
          200: successEnvelope(StepUpResponseSchema),
          400: ApiErrorSchema.describe('Wrong password or code'),
          429: ApiErrorSchema.describe('Too many wrong attempts'),
        },
      },
    },
    async (request) => {
      const at = await sessions.stepUp(userOf(request), request.body);
      return { success: true as const, data: { authenticatedAt: at.toISOString() } };
    },
  );
};
