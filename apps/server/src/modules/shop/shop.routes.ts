import { ShopInfoResponseSchema } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The shop's public settings every page shows: the test-payments banner and the social links. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop',
    {
      schema: {
        tags: ['shop'],
        summary:
          "The shop's public settings: payments test mode, time zone and social links (null when not set)",
        response: { 200: ShopInfoResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      data: {
        testPayments: app.config.payments.showTestBanner,
        timeZone: app.config.shopTimeZone,
        social: app.config.social,
      },
    }),
  );
};
