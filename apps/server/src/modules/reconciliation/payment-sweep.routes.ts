import { PaymentSweepBodySchema, PaymentSweepResultSchema, successEnvelope } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runPaymentSweep } from './payment-sweep.ts';

/** A test and demo aid (run the sweep "as of" minutes later); production relies on the schedule. */
export const paymentSweepRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.isProduction) return;
  app.post(
    '/admin/payments/sweep',
    {
      onRequest: app.requirePermission('jobs:run'),
      schema: {
        tags: ['payments'],
        summary:
          'Run the payment reconciliation sweep now or as of a given time (admin, not in production)',
        security: [{ bearerAuth: [] }],
        body: PaymentSweepBodySchema,
        response: { 200: successEnvelope(PaymentSweepResultSchema) },
      },
    },
    async (request) => {
      const now = request.body.now ? new Date(request.body.now) : new Date();
      const deps = { db: app.db, fulfilment: app.fulfilment, log: request.log };
      return { success: true as const, data: await runPaymentSweep(deps, now) };
    },
  );
};
