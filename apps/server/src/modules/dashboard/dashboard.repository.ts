import { centsToDollars, type Dashboard } from '@shop/contract';
import { and, count, eq, gte, isNull, sum } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders, outbox, products } from '../../db/schema/index.ts';
import { isLowStock } from '../stock/stock.repository.ts';

const DAY_MS = 86_400_000;

async function salesSince(db: Database, since: Date) {
  const [row] = await db
    .select({ cents: sum(orders.totalCents), orders: count() })
    .from(orders)
    .where(gte(orders.createdAt, since));
  return { sales: centsToDollars(Number(row?.cents ?? 0)), orders: row?.orders ?? 0 };
}

async function countOf(promise: Promise<Array<{ value: number }>>) {
  const [row] = await promise;
  return row?.value ?? 0;
}

/** Today is the UTC day so far; 7 and 30 days are rolling windows ending now. */
export async function dashboardNumbers(db: Database, now: Date): Promise<Dashboard> {
  const midnight = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const [today, last7Days, last30Days, ordersToShip, lowStockProducts, failedMessages] =
    await Promise.all([
      salesSince(db, midnight),
      salesSince(db, new Date(now.getTime() - 7 * DAY_MS)),
      salesSince(db, new Date(now.getTime() - 30 * DAY_MS)),
      countOf(db.select({ value: count() }).from(orders).where(eq(orders.status, 'Pending'))),
      countOf(
        db
          .select({ value: count() })
          .from(products)
          .where(and(isNull(products.deletedAt), isLowStock)),
      ),
      countOf(db.select({ value: count() }).from(outbox).where(eq(outbox.status, 'failed'))),
    ]);
  return { today, last7Days, last30Days, ordersToShip, lowStockProducts, failedMessages };
}
