import { formatOrderNumber, formatShopDate, formatUsd, type Order } from '@shop/contract';
import type { ReactNode } from 'react';
import { OrderItems } from './order-items.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { TestOrderBadge } from './test-order-badge.tsx';

const formatDate = (iso: string | null) => (iso ? formatShopDate(iso) : 'Not yet');

/** One order: its number, customer, status, total in USD, dates, items; admin actions below. */
export function OrderCard({ order, actions }: { order: Order; actions?: ReactNode }) {
  return (
    <article
      aria-label={`Order ${formatOrderNumber(order.orderNumber)}`}
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold">Order {formatOrderNumber(order.orderNumber)}</h2>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <TestOrderBadge isTest={order.isTest} />
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
      <OrderItems items={order.orderItems} />
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
