import {
  type AdminOrder,
  type AdminOrderEvent,
  type AdminOrderRow,
  centsToDollars,
  formatOrderNumber,
  ORDER_EVENT_KINDS,
} from '@shop/contract';
import type { orderRefunds, orders, RestockLine } from '../../db/schema/index.ts';
import { trackingUrl } from '../orders/tracking-links.ts';
import type { AdminOrderDetail, AdminOrderSearchRow } from './admin-orders.repository.ts';

type OrderRow = typeof orders.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;

/** What the shop calls an order: '#1001'. */
export function orderReference(order: Pick<OrderRow, 'orderNumber'>): string {
  return formatOrderNumber(order.orderNumber);
}

export const refundedCents = (refunds: readonly RefundRow[]) =>
  refunds.reduce((sum, refund) => sum + refund.amountCents, 0);

/** The units of each order line in `lines`, a line named twice counted with both quantities. */
export function unitsByLine(lines: readonly RestockLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    units.set(line.orderItemId, (units.get(line.orderItemId) ?? 0) + line.quantity);
  }
  return units;
}

/** Units of each order line already put back in stock. */
export const restockedByLine = (refunds: readonly RefundRow[]) =>
  unitsByLine(refunds.flatMap((refund) => refund.restock));

export function toAdminOrderRow({
  order,
  customer,
  itemCount,
}: AdminOrderSearchRow): AdminOrderRow {
  return {
    _id: order.id,
    reference: orderReference(order),
    customer: {
      _id: customer.id,
      name: customer.name,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
    },
    status: order.status,
    totalPrice: centsToDollars(order.totalCents),
    itemCount,
    createdAt: order.createdAt.toISOString(),
    isTest: order.isTest,
    source: order.source,
  };
}

const bare = {
  by: null,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  amount: null,
  reason: null,
};

function timeline({ order, events }: AdminOrderDetail): AdminOrderEvent[] {
  const placedAt = order.createdAt.toISOString();
  // Orders are placed from a succeeded payment, so placed and paid are the same moment.
  const steps: AdminOrderEvent[] = [
    { ...bare, type: 'placed', at: placedAt },
    { ...bare, type: 'paid', at: placedAt, amount: centsToDollars(order.totalCents) },
  ];
  for (const { event, actor } of events) {
    steps.push({
      type: event.type,
      at: event.createdAt.toISOString(),
      by: actor?.id ? { _id: actor.id, name: actor.name } : null,
      carrier: event.carrier,
      trackingNumber: event.trackingNumber,
      trackingUrl:
        event.carrier && event.trackingNumber
          ? trackingUrl(event.carrier, event.trackingNumber)
          : null,
      amount: event.amountCents === null ? null : centsToDollars(event.amountCents),
      reason: event.reason,
    });
  }
  // Steps taken on /receivedOrders before the back office kept a timeline.
  const recorded = new Set(events.map(({ event }) => event.type));
  const deliveredAt = steps.find((step) => step.type === 'delivered')?.at;
  if (order.shippedAt && !recorded.has('shipped')) {
    // A hand-delivered order is shipped as it is delivered: its shippedAt, taken on the clock of
    // the request, can be a moment after the delivered event the database time-stamped.
    const at = order.shippedAt.toISOString();
    steps.push({
      ...bare,
      type: 'shipped',
      at: deliveredAt && deliveredAt < at ? deliveredAt : at,
    });
  }
  if (order.deliveredAt && !recorded.has('delivered')) {
    steps.push({ ...bare, type: 'delivered', at: order.deliveredAt.toISOString() });
  }
  // Steps of the same moment in the order they happen in (placed, paid, shipped, delivered...).
  const rank = (step: AdminOrderEvent) => ORDER_EVENT_KINDS.indexOf(step.type);
  return steps.sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b));
}

export function toAdminOrder(detail: AdminOrderDetail): AdminOrder {
  const { order, lines, refunds } = detail;
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const restocked = restockedByLine(refunds);
  return {
    ...toAdminOrderRow({ order, customer: detail.customer, itemCount }),
    planIds: detail.planIds,
    shippingAddress: {
      street: order.shippingStreet,
      city: order.shippingCity,
      state: order.shippingState,
      zip: order.shippingZip,
    },
    lines: lines.map((line) => ({
      _id: line.id,
      product: line.productId,
      sku: line.sku,
      name: line.name,
      imageUrl: line.imageUrl,
      quantity: line.quantity,
      price: centsToDollars(line.priceCents),
      type: line.type,
      isInstalled: line.isInstalled,
      restocked: restocked.get(line.id) ?? 0,
    })),
    subtotal: centsToDollars(order.subtotalCents),
    discount: centsToDollars(order.discountCents),
    shipping: centsToDollars(order.shippingCents),
    tax: centsToDollars(order.taxCents),
    payment: {
      provider: order.paymentMethod,
      intentId: order.paymentIntentId,
      captured: centsToDollars(order.totalCents),
      refunded: centsToDollars(refundedCents(refunds)),
    },
    timeline: timeline(detail),
  };
}
