import {
  type AdminReturn,
  centsToDollars,
  formatOrderNumber,
  type Return,
  type ReturnPlan,
  type ReturnReason,
  returnReference,
} from '@shop/contract';
import type { ReturnDetail } from './returns.repository.ts';

/** A return as the customer's pages and the API show it, with the caller's own live plans. */
export function toReturn(
  detail: ReturnDetail,
  returnAddress: string,
  plans?: ReturnPlan[],
): Return {
  const { row } = detail;
  const isExchange = row.exchangeProductId !== null;
  return {
    _id: row.id,
    number: returnReference(row.returnNumber),
    orderId: row.orderId,
    orderNumber: formatOrderNumber(detail.orderNumber),
    status: row.status,
    reason: row.reason as ReturnReason,
    note: row.note,
    photoUrl: row.photoUrl,
    photoId: row.photoId,
    lines: detail.lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      price: centsToDollars(line.priceCents),
      resellable: line.resellable,
    })),
    ...(isExchange && row.refundCents === 0
      ? {}
      : { refundAmount: centsToDollars(row.refundCents) }),
    exchange:
      isExchange && row.exchangeProductId
        ? {
            productId: row.exchangeProductId,
            name: detail.exchangeName ?? 'Exchange part',
            difference: centsToDollars(row.differenceCents),
            differenceRefunded: row.differenceRefundId !== null,
            ...(row.differenceRefundStartedAt && !row.differenceRefundId
              ? { differenceRefundStarted: true }
              : {}),
          }
        : null,
    message: row.message,
    returnAddress,
    label: {
      kind: row.labelUrl ? 'label' : 'slip',
      carrier: row.labelCarrier,
      trackingNumber: row.labelTrackingNumber,
      labelUrl: row.labelUrl,
    },
    orderSource: detail.orderSource,
    ...(plans && { plans }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminReturn(detail: ReturnDetail, returnAddress: string): AdminReturn {
  return {
    ...toReturn(detail, returnAddress),
    customer: {
      _id: detail.customer.id,
      name: detail.customer.name,
      email: detail.customer.email,
    },
  };
}
