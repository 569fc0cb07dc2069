import {
  ApiErrorSchema,
  AuthConfigSchema,
  GoogleAuthBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionClientOf } from '../sessions/issue-session.ts';
import { authService } from './auth.service.ts';
import { authDeps } from './auth-deps.ts';
import { googleAuthService } from './google-auth.service.ts';
import { IP_RATE_LIMITS } from './rate-limits.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const auth = authService(deps);
  const google = googleAuthService(deps);

  app.post(
    '/auth/register',
    {
      config: { rateLimit: IP_RATE_LIMITS.register },
      schema: {
        tags: ['auth'],
        summary: 'Create an account with an e-mail address or a phone number',
        body: RegisterBodySchema,
        response: {
          201: successEnvelope(RegisterResponseSchema),
          409: ApiErrorSchema.describe('An account with this e-mail or phone number exists'),
        },
      },
    },
    async (request, reply) => {
      return reply.status(201).send({
        success: true as const,
        data: await auth.register(request.body, sessionClientOf(request)),
      });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: IP_RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail or phone and password',
        description:
          'Answers the token, or, for an account with two-step sign-in on, a challenge to complete ' +
          'with POST /auth/login/second-factor.',
        body: LoginBodySchema,
        response: {
          200: successEnvelope(LoginResponseSchema),
          401: ApiErrorSchema.describe('Wrong credential or password'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.login(request.body, sessionClientOf(request)),
    }),
  );

  app.post(
    '/auth/google',
    {
      config: { rateLimit: IP_RATE_LIMITS.google },
      schema: {
        tags: ['auth'],
        summary: 'Sign in or sign up with a Google ID token',
        body: GoogleAuthBodySchema,
        response: {
          200: successEnvelope(LoginResponseSchema),
          401: ApiErrorSchema.describe('Google did not confirm the sign-in'),
          404: ApiErrorSchema.describe('Google sign-in is not configured on this shop'),
          409: ApiErrorSchema.describe('The e-mail belongs to another account'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await google.signIn(request.body.token, sessionClientOf(request)),
    }),
  );

  app.get(
    '/auth/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'What the sign-in pages need: the Google client id, or null',
        response: { 200: successEnvelope(AuthConfigSchema) },
      },
    },
    async () => ({
      success: true as const,
      data: { googleClientId: app.config.googleClientId ?? null },
    }),
  );
};
