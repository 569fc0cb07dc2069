import { formatOrderNumber, formatUsd, type Order } from '@shop/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Receipt } from '../../../components/receipt.tsx';
import { useMomentDates } from '../../../components/store-dates.ts';
import { planPath as customerPlanPath } from '../../../lib/paths.ts';
import { AutoReplaceBadge, OrderPlanLinks } from './auto-replace-mark.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { TestOrderBadge } from './test-order-badge.tsx';

function Shipment({ shipment }: { shipment: NonNullable<Order['shipment']> }) {
  const label = `${shipment.carrier} ${shipment.trackingNumber}`;
  return (
    <p className="text-sm">
      <span className="text-base-content/75">Tracking: </span>
      {shipment.trackingUrl ? (
        <a
          className="link link-primary break-all"
          href={shipment.trackingUrl}
          rel="noreferrer"
          target="_blank"
        >
          {label}
          <span className="sr-only"> (opens the carrier's page)</span>
        </a>
      ) : (
        <span className="break-all">{label}</span>
      )}
    </p>
  );
}

/**
 * One order: its number, customer, status, total in USD, dates, items, the receipt and tracking;
 * for admins a link to its back-office page (`detailsPath`) and actions below.
 */
export function OrderCard({
  order,
  actions,
  detailsPath,
  planPath = customerPlanPath,
}: {
  order: Order;
  actions?: ReactNode;
  detailsPath?: (orderId: string) => string;
  /** Where an auto-replace order's plans open (the customer's plan page unless given). */
  planPath?: (planId: string) => string;
}) {
  const reference = formatOrderNumber(order.orderNumber);
  const { day } = useMomentDates();
  const formatDate = (iso: string | null) => (iso ? day(iso) : 'Not yet');
  return (
    <article
      id={`order-${order.orderNumber}`}
      aria-label={`Order ${reference}`}
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold">
            {detailsPath ? (
              <Link className="link link-hover" to={detailsPath(order._id)}>
                Order {reference}
              </Link>
            ) : (
              `Order ${reference}`
            )}
          </h2>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <TestOrderBadge isTest={order.isTest} />
          <AutoReplaceBadge source={order.source} />
          <OrderStatusBadge status={order.status} />
        </div>
      </div>
      <div className="text-sm">
        <p className="font-semibold">{order.user.name}</p>
        {order.user.email ? (
          <p className="break-all text-base-content/75">{order.user.email}</p>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-base-content/75">Total</dt>
        <dd className="text-right font-bold">{formatUsd(order.totalPrice)} USD</dd>
        <dt className="text-base-content/75">Ordered</dt>
        <dd className="text-right">{formatDate(order.createdAt)}</dd>
        <dt className="text-base-content/75">Delivered</dt>
        <dd className="text-right">{formatDate(order.deliveredAt)}</dd>
      </dl>
      <OrderPlanLinks planIds={order.planIds} planPath={planPath} />
      {order.shipment ? <Shipment shipment={order.shipment} /> : null}
      <OrderItems items={order.orderItems} />
      <details className="collapse-arrow collapse rounded-box border border-base-300">
        <summary className="collapse-title min-h-0 py-3 text-sm font-semibold">Receipt</summary>
        <Receipt
          className="collapse-content"
          amounts={{
            subtotal: order.subtotal,
            discount: order.discount ?? 0,
            discountCode: order.discountCode,
            shipping: order.shipping,
            tax: order.tax,
            total: order.totalPrice,
            refunded: order.refunded,
          }}
        />
      </details>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
