import { successEnvelope, ZipWaterCheckSchema } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkZipWater } from './water-quality.service.ts';

// The zip is checked in the service so a bad one gets the spec's sentence, not a field report.
const QuerySchema = z.object({ zip: z.string().optional() });

export const waterQualityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/waterquality/tds',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['water quality'],
        summary: 'Estimate TDS for a US ZIP code from its state typical hardness (public)',
        querystring: QuerySchema,
        response: { 200: successEnvelope(ZipWaterCheckSchema) },
      },
    },
    async (request) => ({ success: true as const, data: checkZipWater(request.query.zip) }),
  );
};
