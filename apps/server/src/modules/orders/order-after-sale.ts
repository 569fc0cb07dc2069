import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderEvents, orderRefunds } from '../../db/schema/index.ts';

/** What happened to an order after it was paid: money given back, and how it was shipped. */
export interface AfterSale {
  refundedCents: number;
  shipment: { carrier: string; trackingNumber: string } | null;
}

export const NOTHING_AFTER_SALE: AfterSale = { refundedCents: 0, shipment: null };

/** The refunds and shipment of each order in `orderIds`, two queries whatever their number. */
export async function afterSaleOf(
  handle: Database,
  orderIds: string[],
): Promise<Map<string, AfterSale>> {
  const result = new Map<string, AfterSale>();
  if (orderIds.length === 0) return result;
  const [refunds, shipments] = await Promise.all([
    handle
      .select({
        orderId: orderRefunds.orderId,
        cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int`,
      })
      .from(orderRefunds)
      .where(inArray(orderRefunds.orderId, orderIds))
      .groupBy(orderRefunds.orderId),
    handle
      .select({
        orderId: orderEvents.orderId,
        carrier: orderEvents.carrier,
        trackingNumber: orderEvents.trackingNumber,
      })
      .from(orderEvents)
      .where(
        and(
          inArray(orderEvents.orderId, orderIds),
          eq(orderEvents.type, 'shipped'),
          isNotNull(orderEvents.trackingNumber),
        ),
      ),
  ]);
  const entry = (orderId: string) => {
    const found = result.get(orderId) ?? { ...NOTHING_AFTER_SALE };
    result.set(orderId, found);
    return found;
  };
  for (const refund of refunds) entry(refund.orderId).refundedCents = Number(refund.cents);
  for (const { orderId, carrier, trackingNumber } of shipments) {
    if (carrier && trackingNumber) entry(orderId).shipment = { carrier, trackingNumber };
  }
  return result;
}
