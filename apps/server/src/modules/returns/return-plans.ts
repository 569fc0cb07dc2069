import type { ReturnPlan } from '@shop/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products, subscriptions, trackedParts, trackedProducts } from '../../db/schema/index.ts';
import { planIdsOfOrders } from '../orders/order-plans.ts';

/**
 * The plans that placed each order (decision 076) that `userId` owns and has not cancelled: the
 * plans a "wrong item" return may offer to change. Only auto-replace orders cost a query.
 */
export async function ownLivePlansOfOrders(
  db: Database,
  userId: string,
  orders: { id: string; source: string }[],
): Promise<Map<string, ReturnPlan[]>> {
  const found = new Map<string, ReturnPlan[]>();
  const planned = orders.filter((order) => order.source === 'auto_replace');
  const planIds = await planIdsOfOrders(
    db,
    planned.map((order) => order.id),
  );
  const ids = [...new Set([...planIds.values()].flat())];
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      _id: subscriptions.id,
      systemName: trackedProducts.customName,
      productName: products.name,
    })
    .from(subscriptions)
    .innerJoin(trackedParts, eq(trackedParts.id, subscriptions.trackedPartId))
    .innerJoin(trackedProducts, eq(trackedProducts.id, trackedParts.trackedProductId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(
      and(
        inArray(subscriptions.id, ids),
        eq(subscriptions.userId, userId),
        ne(subscriptions.status, 'cancelled'),
      ),
    )
    .orderBy(asc(trackedProducts.customName), asc(subscriptions.id));
  for (const [orderId, ofOrder] of planIds) {
    found.set(
      orderId,
      rows.filter((row) => ofOrder.includes(row._id)),
    );
  }
  return found;
}
