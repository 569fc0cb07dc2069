import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProcessor, type PaymentProcessor } from '../../adapters/payments/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe or the test-mode card processor, chosen once from the config. */
    payments: PaymentProcessor;
  }
}

/** Shared by the payments and orders routes registered after it. */
export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('payments', createPaymentProcessor(app.config, app.db));
});
