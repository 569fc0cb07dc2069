import { z } from 'zod';

const SalesSchema = z.object({ sales: z.number(), orders: z.number().int() });

/** GET /admin/dashboard: the owner's morning numbers. Sales are order totals in dollars. */
export const DashboardSchema = z.object({
  today: SalesSchema,
  last7Days: SalesSchema,
  last30Days: SalesSchema,
  ordersToShip: z.number().int(),
  lowStockProducts: z.number().int(),
  failedMessages: z.number().int(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const ForecastQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a whole number from 1 to 365.' })
    .int('days must be a whole number from 1 to 365.')
    .min(1, 'days must be a whole number from 1 to 365.')
    .max(365, 'days must be a whole number from 1 to 365.')
    .default(90),
});

/** One part or filter SKU: replacements due within the window against stock on hand. */
export const ForecastRowSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  type: z.enum(['part', 'filter']),
  due: z.number().int(),
  stock: z.number().int(),
  shortfall: z.number().int(),
});
export type ForecastRow = z.infer<typeof ForecastRowSchema>;

export const ForecastSchema = z.object({
  days: z.number().int(),
  /** 'YYYY-MM-DD', UTC: the window is from today to `to`, both included. */
  from: z.string(),
  to: z.string(),
  items: z.array(ForecastRowSchema),
});
export type Forecast = z.infer<typeof ForecastSchema>;
