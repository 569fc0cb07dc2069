import { z } from 'zod';

const shopDay = z.iso.date();

/**
 * Orders placed on the shop days `from` to `to` (both included, in the shop's time zone), in
 * dollars: `gross` is what the orders not cancelled came to, `refunds` what was given back on
 * them, `net` the difference. `orders` counts every order placed, cancelled ones included, as the
 * orders list for those days does.
 */
const SalesSchema = z.object({
  from: shopDay,
  to: shopDay,
  net: z.number(),
  gross: z.number(),
  refunds: z.number(),
  orders: z.number().int(),
  cancelled: z.number().int(),
});
export type Sales = z.infer<typeof SalesSchema>;

const DaySalesSchema = z.object({ day: shopDay, net: z.number() });
export type DaySales = z.infer<typeof DaySalesSchema>;

/** GET /admin/dashboard: the owner's morning numbers, in the shop's days (`timeZone`). */
export const DashboardSchema = z.object({
  timeZone: z.string(),
  today: SalesSchema,
  last7Days: SalesSchema,
  last30Days: SalesSchema,
  ordersToShip: z.number().int(),
  lowStockProducts: z.number().int(),
  failedMessages: z.number().int(),
  /** Net sales of each of the last 30 shop days (today last), and of the 30 days before them. */
  salesByDay: z.object({ current: z.array(DaySalesSchema), previous: z.array(DaySalesSchema) }),
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
