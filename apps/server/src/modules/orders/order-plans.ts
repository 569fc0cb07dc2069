import { asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { orders, subscriptionCycles } from '../../db/schema/index.ts';

const lead = alias(subscriptionCycles, 'lead');
const cycle = subscriptionCycles;

/**
 * The plans whose parts each auto-replace order ships (decision 076): the cycles marked with the
 * order and, before settle marks them (the confirmation is written in the order's transaction),
 * the lead cycle that paid with the order's payment and its riders (decision 067).
 */
export async function planIdsOfOrders(
  handle: Database,
  orderIds: string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (orderIds.length === 0) return found;
  const rows = await handle
    .selectDistinct({ orderId: orders.id, planId: cycle.subscriptionId })
    .from(orders)
    .innerJoin(
      lead,
      or(eq(lead.orderId, orders.id), eq(lead.paymentIntentId, orders.paymentIntentId)),
    )
    .innerJoin(cycle, or(eq(cycle.id, lead.id), eq(cycle.boxCycleId, lead.id)))
    .where(inArray(orders.id, orderIds))
    .orderBy(asc(cycle.subscriptionId));
  for (const { orderId, planId } of rows) {
    found.set(orderId, [...(found.get(orderId) ?? []), planId]);
  }
  return found;
}
