import { centsToDollars, type Order } from '@shop/contract';
import { type AfterSale, NOTHING_AFTER_SALE } from './order-after-sale.ts';
import type { OrderWithItems } from './orders.repository.ts';
import { trackingUrl } from './tracking-links.ts';

export function toOrder(
  { order, user, items, planIds }: OrderWithItems,
  afterSale: AfterSale = NOTHING_AFTER_SALE,
): Order {
  const { shipment } = afterSale;
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    user: { _id: user.id, name: user.name, email: user.email },
    status: order.status,
    subtotal: centsToDollars(order.subtotalCents),
    discount: centsToDollars(order.discountCents),
    discountCode: order.discountCode,
    shipping: centsToDollars(order.shippingCents),
    tax: centsToDollars(order.taxCents),
    totalPrice: centsToDollars(order.totalCents),
    refunded: centsToDollars(afterSale.refundedCents),
    shipment: shipment
      ? { ...shipment, trackingUrl: trackingUrl(shipment.carrier, shipment.trackingNumber) }
      : null,
    paymentMethod: order.paymentMethod,
    shippingAddress: {
      street: order.shippingStreet,
      city: order.shippingCity,
      state: order.shippingState,
      zip: order.shippingZip,
    },
    createdAt: order.createdAt.toISOString(),
    shippedAt: order.shippedAt?.toISOString() ?? null,
    isDelivered: order.status === 'Delivered',
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    isInstalled: order.isInstalled,
    isTest: order.isTest,
    source: order.source,
    planIds,
    orderItems: items.map((item) => ({
      _id: item.id,
      product: item.productId,
      name: item.name,
      imageUrl: item.imageUrl,
      quantity: item.quantity,
      price: centsToDollars(item.priceCents),
      type: item.type,
      isInstalled: item.isInstalled,
    })),
  };
}
