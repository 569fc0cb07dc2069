import {
  centsToDollars,
  dollarsToCents,
  type ShopSettings,
  ShopSettingsSchema,
  successEnvelope,
  UpdateShopSettingsBodySchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ShopSettingsRow, shopSettingsRepository } from './shop-settings.repository.ts';

const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

const toSettings = (row: ShopSettingsRow): ShopSettings => ({
  supportRefundLimit: centsToDollars(row.supportRefundLimitCents),
  reviewRequestDays: row.reviewRequestDays,
  returnWindowDays: row.returnWindowDays,
  nonReturnableTypes: row.nonReturnableTypes,
  returnAddress: row.returnAddress,
});

/** The owner's shop settings (the support refund limit). */
export const shopSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    {
      onRequest: app.requirePermission('settings:manage'),
      schema: {
        ...admin,
        summary: "The shop's settings (owner)",
        response: { 200: successEnvelope(ShopSettingsSchema) },
      },
    },
    async () => ({
      success: true as const,
      data: toSettings(await shopSettingsRepository.read(app.db)),
    }),
  );

  app.put(
    '/admin/settings',
    {
      onRequest: [app.requirePermission('settings:manage'), app.requireRecentSignIn],
      schema: {
        ...admin,
        summary: "Change the shop's settings (owner)",
        body: UpdateShopSettingsBodySchema,
        response: { 200: successEnvelope(ShopSettingsSchema) },
      },
    },
    async (request) => {
      const { supportRefundLimit, ...others } = request.body;
      const supportRefundLimitCents = dollarsToCents(supportRefundLimit);
      // Settings left out of the body keep their value.
      const row = await shopSettingsRepository.write(app.db, {
        supportRefundLimitCents,
        ...Object.fromEntries(Object.entries(others).filter(([, value]) => value !== undefined)),
      });
      return { success: true as const, data: toSettings(row) };
    },
  );
};
