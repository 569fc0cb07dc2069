import type { Order } from '@shop/contract';
import type { ReactNode } from 'react';
import { OrderCard } from './order-card.tsx';

export function OrdersGrid({
  orders,
  actionsFor,
  detailsPath,
  planPath,
}: {
  orders: Order[];
  actionsFor?: (order: Order) => ReactNode;
  detailsPath?: (orderId: string) => string;
  planPath?: (planId: string) => string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {orders.map((order) => (
        <OrderCard
          key={order._id}
          order={order}
          actions={actionsFor?.(order)}
          detailsPath={detailsPath}
          planPath={planPath}
        />
      ))}
    </div>
  );
}
