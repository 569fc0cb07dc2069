import {
  ApiErrorSchema,
  INVALID_ZIP_MESSAGE,
  successEnvelope,
  TdsQuerySchema,
  ZipWaterCheckSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationError } from '../../errors/index.ts';
import { checkZipWater } from './water-quality.service.ts';

export const waterQualityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/waterquality/tds',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      attachValidation: true,
      schema: {
        tags: ['water quality'],
        summary: 'Estimate TDS for a US ZIP code from its state typical hardness (public)',
        // The documented 5-digit pattern; a bad ZIP gets the spec's sentence, not a field report.
        querystring: TdsQuerySchema,
        response: {
          200: successEnvelope(ZipWaterCheckSchema),
          404: ApiErrorSchema.describe('No estimate for this ZIP code'),
        },
      },
    },
    async (request) => {
      if (request.validationError) throw new ValidationError(INVALID_ZIP_MESSAGE);
      return { success: true as const, data: checkZipWater(request.query.zip) };
    },
  );
};
