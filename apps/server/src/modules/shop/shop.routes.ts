import { ShopInfoResponseSchema } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop',
    {
      schema: {
        tags: ['shop'],
        summary: 'What every page needs to know about this shop (payments test mode)',
        response: { 200: ShopInfoResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      data: { testPayments: app.config.payments.showTestBanner },
    }),
  );
};
