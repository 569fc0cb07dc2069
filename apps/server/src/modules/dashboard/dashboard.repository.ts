import {
  addShopDays,
  centsToDollars,
  type Dashboard,
  type DaySales,
  type Sales,
  shopDayOf,
  shopDayStart,
} from '@shop/contract';
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders, outbox, products, salesRollup } from '../../db/schema/index.ts';
import { isLowStock } from '../stock/stock.repository.ts';

/** The chart's period; the numbers before it are its comparison. */
const CHART_DAYS = 30;

interface DayTotals {
  day: string;
  orders: number;
  cancelled: number;
  grossCents: number;
  refundCents: number;
}

/**
 * Orders placed from `since` to `until`, summed per shop day from sales_rollup's quarter hours
 * (kept by triggers in each order's transaction, decision 054): at most 5,760 rows of a
 * primary-key range, however many orders there are.
 */
async function totalsByDay(db: Database, since: Date, until: Date, timeZone: string) {
  const day = sql<string>`to_char((${salesRollup.quarterStart} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      orders: sql`sum(${salesRollup.orders})`.mapWith(Number),
      cancelled: sql`sum(${salesRollup.cancelled})`.mapWith(Number),
      grossCents: sql`sum(${salesRollup.grossCents})`.mapWith(Number),
      refundCents: sql`sum(${salesRollup.refundCents})`.mapWith(Number),
    })
    .from(salesRollup)
    .where(and(gte(salesRollup.quarterStart, since), lt(salesRollup.quarterStart, until)))
    .groupBy(sql`1`);
  return new Map<string, DayTotals>(rows.map((row) => [row.day, row]));
}

function salesOf(byDay: Map<string, DayTotals>, from: string, to: string): Sales {
  const sums = { orders: 0, cancelled: 0, grossCents: 0, refundCents: 0 };
  for (let day = from; day <= to; day = addShopDays(day, 1)) {
    const totals = byDay.get(day);
    if (!totals) continue;
    sums.orders += totals.orders;
    sums.cancelled += totals.cancelled;
    sums.grossCents += totals.grossCents;
    sums.refundCents += totals.refundCents;
  }
  return {
    from,
    to,
    net: centsToDollars(sums.grossCents - sums.refundCents),
    gross: centsToDollars(sums.grossCents),
    refunds: centsToDollars(sums.refundCents),
    orders: sums.orders,
    cancelled: sums.cancelled,
  };
}

function dailyNet(byDay: Map<string, DayTotals>, from: string): DaySales[] {
  return Array.from({ length: CHART_DAYS }, (_, index) => {
    const day = addShopDays(from, index);
    const totals = byDay.get(day);
    return { day, net: centsToDollars((totals?.grossCents ?? 0) - (totals?.refundCents ?? 0)) };
  });
}

async function countOf(promise: Promise<Array<{ value: number }>>) {
  const [row] = await promise;
  return row?.value ?? 0;
}

/** Today, 7 and 30 days are shop days in `timeZone`, today included. */
export async function dashboardNumbers(
  db: Database,
  now: Date,
  timeZone: string,
): Promise<Dashboard> {
  const today = shopDayOf(now, timeZone);
  const daysAgo = (days: number) => addShopDays(today, -days);
  const chartFrom = daysAgo(CHART_DAYS - 1);
  const previousFrom = daysAgo(2 * CHART_DAYS - 1);
  const [byDay, ordersToShip, lowStockProducts, failedMessages] = await Promise.all([
    totalsByDay(
      db,
      shopDayStart(previousFrom, timeZone),
      shopDayStart(addShopDays(today, 1), timeZone),
      timeZone,
    ),
    countOf(db.select({ value: count() }).from(orders).where(eq(orders.status, 'Pending'))),
    countOf(
      db
        .select({ value: count() })
        .from(products)
        .where(and(isNull(products.deletedAt), isLowStock)),
    ),
    countOf(db.select({ value: count() }).from(outbox).where(eq(outbox.status, 'failed'))),
  ]);
  return {
    timeZone,
    today: salesOf(byDay, today, today),
    last7Days: salesOf(byDay, daysAgo(6), today),
    last30Days: salesOf(byDay, chartFrom, today),
    ordersToShip,
    lowStockProducts,
    failedMessages,
    salesByDay: { current: dailyNet(byDay, chartFrom), previous: dailyNet(byDay, previousFrom) },
  };
}
