import { ShopInfoSchema, successEnvelope } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The shop's public settings the web app shows on every page (the footer's social links). */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop',
    {
      schema: {
        tags: ['shop'],
        summary: "The shop's public settings: its social links (null when not set)",
        response: { 200: successEnvelope(ShopInfoSchema) },
      },
    },
    async () => ({ success: true as const, data: { social: app.config.social } }),
  );
};
