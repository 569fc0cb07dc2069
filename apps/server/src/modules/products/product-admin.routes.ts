import {
  ApiErrorSchema,
  ProductIdParamsSchema,
  ProductInputSchema,
  ProductSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardEveryRoute } from '../../plugins/auth.ts';
import { catalogueCache } from './catalogue-cache.ts';
import { announceCatalogueChange } from './catalogue-sync.ts';
import { productAdminService } from './product-admin.service.ts';
import { productWritesRepository } from './product-writes.repository.ts';
import { productsRepository } from './products.repository.ts';
import { productsService } from './products.service.ts';

const ProductEnvelope = successEnvelope(ProductSchema);

/** Catalogue management; every route is admin only (401 without a token, 403 for customers). */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = productsRepository(app.db);
  const catalogue = productAdminService(
    reads,
    productWritesRepository(app.db),
    productsService(reads),
    app.imageStorage,
  );
  // onRequest: a stranger gets 401/403 before the body is even parsed or validated.
  guardEveryRoute(app, app.requirePermission('products:write'));
  const cache = catalogueCache(app.db);
  // Cleared after the write and whatever its outcome, before the answer leaves (an onResponse
  // clear could come after the next read, once other hooks such as the audit log's go first), so
  // shoppers never see an old product here; announced so the other instances on the same
  // PostgreSQL database clear theirs at once.
  app.addHook('onSend', async (_request, _reply, payload) => {
    cache.clear();
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    // A refused stranger changed nothing, and must not make every instance drop its cache.
    if (app.dbKind !== 'postgres' || reply.statusCode === 401 || reply.statusCode === 403) return;
    await announceCatalogueChange(app.db).catch((error: unknown) =>
      request.log.warn({ err: error }, 'announcing the catalogue change failed'),
    );
  });

  app.post(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Create a product (admin)',
        body: ProductInputSchema,
        response: { 201: ProductEnvelope, 409: ApiErrorSchema.describe('The SKU is taken') },
      },
    },
    async (request, reply) => {
      const product = await catalogue.create(request.body);
      return reply.status(201).send({ success: true as const, data: product });
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'Replace every field of a product (admin)',
        params: ProductIdParamsSchema,
        body: ProductInputSchema,
        response: { 200: ProductEnvelope, 409: ApiErrorSchema.describe('The SKU is taken') },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.update(request.params.id, request.body),
    }),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'Soft-delete a product (admin); answers 200 with data null, past orders keep it',
        params: ProductIdParamsSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await catalogue.remove(request.params.id);
      return { success: true as const, data: null };
    },
  );
};
