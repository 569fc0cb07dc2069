import {
  ProductCardSchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueCache } from './catalogue-cache.ts';
import { syncCatalogueAcrossInstances } from './catalogue-sync.ts';
import { productAnswers } from './product-answers.ts';
import { productsRepository } from './products.repository.ts';
import { productsService } from './products.service.ts';

/** Sends already-serialized JSON as is (Fastify sends a Buffer payload without serializing it). */
function sendJson(reply: FastifyReply, json: Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Public catalogue reads: no token needed; answers come from the short-lived catalogue cache.
 * A listening server answers a cache hit before Fastify (plugins/cached-answers.ts).
 */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = productsService(productsRepository(app.db));
  const cache = catalogueCache(app.db);
  const productAnswer = productAnswers(app.db);
  await syncCatalogueAcrossInstances(app);

  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'List and search products (cards only), sorted and filtered',
        description:
          'Answers one page of product cards and `total`, how many products match the query in all (a search counts at most its 500 best matches).',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request, reply) => {
      const body = await cache.json(request, async () => {
        const { items, page, total } = await products.list(request.query);
        return { success: true, data: items, page, total };
      });
      return sendJson(reply, body);
    },
  );

  app.get(
    '/products/featured',
    {
      schema: {
        tags: ['products'],
        summary: 'Featured products for the home page carousel (cards)',
        response: { 200: successEnvelope(z.array(ProductCardSchema)) },
      },
    },
    async (request, reply) => {
      const body = await cache.json(request, async () => ({
        success: true,
        data: await products.featured(),
      }));
      return sendJson(reply, body);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary:
          'One live product with its parts and the systems it fits (404 when deleted or unknown)',
        description:
          "`parts` are the ids of a system's live parts; `partDetails` the same parts, in order, as cards with their replacement months; `fitsSystems` the live systems that list this product as a part, by name. Both lists are empty when there are none.",
        params: ProductIdParamsSchema,
        response: { 200: successEnvelope(ProductSchema) },
      },
    },
    async (request, reply) => sendJson(reply, await productAnswer(request.params.id, request.url)),
  );
};
