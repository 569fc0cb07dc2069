import {
  DashboardSchema,
  ForecastQuerySchema,
  ForecastSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardEveryRoute } from '../../plugins/auth.ts';
import { dashboardNumbers } from './dashboard.repository.ts';
import { forecast } from './forecast.ts';

const security = [{ bearerAuth: [] }];

/** The back office's dashboard (admin only). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  guardEveryRoute(app, app.requirePermission('dashboard:read'));

  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        security,
        summary:
          "Net, gross and refunded sales for today, 7 and 30 of the shop's days, sales by day against the 30 days before; orders to ship, low stock, failed messages",
        response: { 200: successEnvelope(DashboardSchema) },
      },
    },
    async () => ({
      success: true as const,
      data: await dashboardNumbers(app.db, new Date(), app.config.shopTimeZone),
    }),
  );

  app.get(
    '/admin/forecast',
    {
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Units of each part and filter SKU tracked systems need within `days`, against stock',
        querystring: ForecastQuerySchema,
        response: { 200: successEnvelope(ForecastSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await forecast(app.db, new Date(), request.query.days),
    }),
  );
};
