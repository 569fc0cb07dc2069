import {
  ApiErrorSchema,
  MessageResponseSchema,
  SendVerificationCodeBodySchema,
  successEnvelope,
  VerifyCodeBodySchema,
  VerifyCodeResponseSchema,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../errors/index.ts';
import { authDeps } from './auth-deps.ts';
import { IP_RATE_LIMITS } from './rate-limits.ts';
import {
  CODE_SENT_MESSAGE,
  type VerificationKind,
  verificationService,
} from './verification.service.ts';

const signedInId = (request: FastifyRequest) => {
  if (!request.user) throw new UnauthorizedError();
  return request.user.id;
};

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const verification = verificationService(authDeps(app));
  const common = {
    onRequest: app.authenticate,
    config: { rateLimit: IP_RATE_LIMITS.codes },
  };

  app.post(
    '/auth/send-verification-code',
    {
      ...common,
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit code to your e-mail (default) or phone',
        security: [{ bearerAuth: [] }],
        body: SendVerificationCodeBodySchema,
        response: {
          200: successEnvelope(MessageResponseSchema),
          409: ApiErrorSchema.describe("The phone number replied STOP to the shop's texts"),
        },
      },
    },
    async (request) => {
      await verification.sendCode(signedInId(request), request.body?.type);
      return { success: true as const, data: { message: CODE_SENT_MESSAGE } };
    },
  );

  const verifyRoute = (path: string, kind: VerificationKind) =>
    app.post(
      path,
      {
        ...common,
        schema: {
          tags: ['auth'],
          summary: `Confirm your ${kind === 'email' ? 'e-mail address' : 'phone number'} with the code`,
          security: [{ bearerAuth: [] }],
          body: VerifyCodeBodySchema,
          response: { 200: successEnvelope(VerifyCodeResponseSchema) },
        },
      },
      async (request) => {
        const user = await verification.verify(signedInId(request), kind, request.body.code);
        return { success: true as const, data: { user } };
      },
    );
  verifyRoute('/auth/verify-email', 'email');
  verifyRoute('/auth/verify-phone', 'phone');
};
