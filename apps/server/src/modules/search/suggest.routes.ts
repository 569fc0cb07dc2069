import { SearchSuggestionsSchema, SearchSuggestQuerySchema, successEnvelope } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueCache } from '../products/catalogue-cache.ts';
import { productsRepository } from '../products/products.repository.ts';
import { suggestService } from './suggest.service.ts';

const sendJson = (reply: FastifyReply, json: Buffer) =>
  reply.type('application/json; charset=utf-8').send(json);

/** Predictive search for the header: asked on every pause in typing, so answered from the cache. */
export const suggestRoutes: FastifyPluginAsyncZod = async (app) => {
  const suggestions = suggestService(productsRepository(app.db));
  const cache = catalogueCache(app.db);

  app.get(
    '/search/suggest',
    {
      schema: {
        tags: ['products'],
        summary: 'Products and categories matching what was typed (empty below 2 characters)',
        querystring: SearchSuggestQuerySchema,
        response: { 200: successEnvelope(SearchSuggestionsSchema) },
      },
    },
    async (request, reply) => {
      const body = await cache.json(request, async () => ({
        success: true,
        data: await suggestions.suggest(request.query.q),
      }));
      return sendJson(reply, body);
    },
  );
};
