import {
  ApiErrorSchema,
  adminPageSchema,
  DiscountInputSchema,
  DiscountListQuerySchema,
  DiscountParamsSchema,
  DiscountSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { discountsService } from './discounts.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['admin'];

/** The back office's discount codes (admin only). */
export const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const discounts = discountsService(app.db);
  const one = {
    200: successEnvelope(DiscountSchema),
    409: ApiErrorSchema.describe('Another discount already uses this code'),
  };

  app.get(
    '/admin/discounts',
    {
      onRequest: app.requirePermission('discounts:read'),
      schema: {
        tags,
        security,
        summary: 'Discount codes, newest first (admin)',
        querystring: DiscountListQuerySchema,
        response: { 200: successEnvelope(adminPageSchema(DiscountSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await discounts.list(request.query) }),
  );

  app.post(
    '/admin/discounts',
    {
      onRequest: app.requirePermission('discounts:write'),
      schema: {
        tags,
        security,
        summary: 'Create a code (409 when the code is taken)',
        body: DiscountInputSchema,
        response: one,
      },
    },
    async (request) => ({ success: true as const, data: await discounts.create(request.body) }),
  );

  app.put(
    '/admin/discounts/:id',
    {
      onRequest: app.requirePermission('discounts:write'),
      schema: {
        tags,
        security,
        summary: 'Change a code',
        params: DiscountParamsSchema,
        body: DiscountInputSchema,
        response: one,
      },
    },
    async (request) => ({
      success: true as const,
      data: await discounts.update(request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/discounts/:id',
    {
      onRequest: app.requirePermission('discounts:write'),
      schema: {
        tags,
        security,
        summary: 'Delete a code (orders placed with it keep it)',
        params: DiscountParamsSchema,
        response: { 200: successEnvelope(z.object({ _id: z.string() })) },
      },
    },
    async (request) => {
      await discounts.remove(request.params.id);
      return { success: true as const, data: { _id: request.params.id } };
    },
  );
};
