import type { PlanOrder } from '@shop/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders, subscriptionCycles } from '../../db/schema/index.ts';

/** The orders a plan's cycles shipped in, newest first (a box's order once per plan). */
export async function planOrders(db: Database, subscriptionId: string): Promise<PlanOrder[]> {
  const rows = await db
    .selectDistinct({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
    })
    .from(subscriptionCycles)
    .innerJoin(orders, eq(orders.id, subscriptionCycles.orderId))
    .where(
      and(
        eq(subscriptionCycles.subscriptionId, subscriptionId),
        isNotNull(subscriptionCycles.orderId),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => ({
    _id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
  }));
}
