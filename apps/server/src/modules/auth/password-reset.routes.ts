import {
  ApiErrorSchema,
  MessageResponseSchema,
  PasswordResetBodySchema,
  PasswordResetRequestBodySchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authDeps } from './auth-deps.ts';
import {
  passwordResetService,
  RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from './password-reset.service.ts';
import { IP_RATE_LIMITS } from './rate-limits.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const reset = passwordResetService(authDeps(app));
  const config = { rateLimit: IP_RATE_LIMITS.passwordReset };
  // The code goes out after the answer, so a known account is not told apart by a slower answer.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(sending);
  });

  app.post(
    '/auth/forgot-password',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset code to the e-mail or phone of an account',
        body: PasswordResetRequestBodySchema,
        response: {
          200: successEnvelope(MessageResponseSchema),
          409: ApiErrorSchema.describe("The phone number replied STOP to the shop's texts"),
        },
      },
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        // A timer, not at once: the embedded database's work would delay the answer's last bytes.
        const task = new Promise((resolve) => setTimeout(resolve, 10))
          .then(() => reset.request(request.body.credential))
          .catch((error: unknown) => request.log.error({ err: error }, 'reset code not sent'))
          .finally(() => sending.delete(task));
        sending.add(task);
      },
    },
    async (request) => {
      await reset.assertReachable(request.body.credential);
      return { success: true as const, data: { message: RESET_REQUESTED_MESSAGE } };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset code; signs out every session',
        body: PasswordResetBodySchema,
        response: { 200: successEnvelope(MessageResponseSchema) },
      },
    },
    async (request) => {
      await reset.reset(request.body);
      return { success: true as const, data: { message: RESET_DONE_MESSAGE } };
    },
  );
};
