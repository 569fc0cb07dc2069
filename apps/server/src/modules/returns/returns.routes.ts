import {
  ApiErrorSchema,
  CreateReturnBodySchema,
  MyReturnsQuerySchema,
  OrderIdParamsSchema,
  ReturnIdParamsSchema,
  ReturnOptionsSchema,
  ReturnPolicySchema,
  ReturnQuoteSchema,
  ReturnSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth.ts';
import { exchangeDifference } from './exchange-difference.ts';
import { returnNotifier } from './return-mail.ts';
import { returnsService } from './returns.service.ts';

const tags = ['returns'];
const NOT_ALLOWED = ApiErrorSchema.describe(
  'Outside the return window, not delivered, more than is left to return, or a type not taken back once opened',
);

/** A customer's returns of their own delivered orders (issue 42). */
export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const returns = returnsService({
    db: app.db,
    notify: returnNotifier({
      sender: app.messenger,
      shopName: app.config.shopName,
      publicUrl: app.config.publicUrl,
      log: app.log,
    }),
    configAddress: app.config.returns.address,
    difference: exchangeDifference({
      db: app.db,
      processor: app.payments,
      crashAfterDifference: app.config.crashAfterDifference,
    }),
    taxRates: app.config.pricing.taxRates,
  });
  const userId = (request: { user: AuthUser | null }) => (request.user as AuthUser).id;

  app.post(
    '/orders/:id/returns',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Start a return of lines of my delivered order',
        params: OrderIdParamsSchema,
        body: CreateReturnBodySchema,
        response: {
          201: successEnvelope(ReturnSchema),
          402: ApiErrorSchema.describe(
            'The card did not pay the difference of a dearer exchange part; nothing was started',
          ),
          404: ApiErrorSchema.describe('Order not found'),
          409: NOT_ALLOWED,
        },
      },
    },
    async (request, reply) => {
      const data = await returns.create(userId(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/orders/:id/returns/quote',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'What a return would refund, or charge for a dearer exchange part, before sending',
        params: OrderIdParamsSchema,
        body: CreateReturnBodySchema,
        response: {
          200: successEnvelope(ReturnQuoteSchema),
          404: ApiErrorSchema.describe('Order not found'),
          409: NOT_ALLOWED,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await returns.quote(userId(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/orders/:id/returns/options',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'What of my order may be returned, until when, and the parts it may be exchanged for',
        params: OrderIdParamsSchema,
        response: { 200: successEnvelope(ReturnOptionsSchema), 404: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await returns.options(userId(request), request.params.id),
    }),
  );

  app.get(
    '/returns/policy',
    {
      schema: {
        tags,
        summary: "The shop's return window and the product types not taken back once opened",
        response: { 200: successEnvelope(ReturnPolicySchema) },
      },
    },
    async () => ({ success: true as const, data: await returns.policy() }),
  );

  app.get(
    '/returns',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'My returns, newest first (of one order with orderId)',
        querystring: MyReturnsQuerySchema,
        response: { 200: successEnvelope(z.array(ReturnSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await returns.mine(userId(request), request.query.orderId),
    }),
  );

  app.get(
    '/returns/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One of my returns, with its instructions',
        params: ReturnIdParamsSchema,
        response: { 200: successEnvelope(ReturnSchema), 404: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await returns.one(userId(request), request.params.id),
    }),
  );
};
