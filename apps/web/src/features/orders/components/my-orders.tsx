import type { ReactNode } from 'react';
import { PageLoading } from '../../../components/page-loading.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.tsx';
import { useMyOrders } from '../api/get-orders.ts';
import { NO_ORDERS_YET, ORDERS_LOAD_FAILED, ORDERS_SESSION_EXPIRED } from '../orders-messages.ts';
import { useOrdersSessionExpiry } from '../use-orders-session-expiry.ts';
import { OrdersGrid } from './orders-grid.tsx';
import { OrdersMessage, OrdersPageShell } from './orders-page-shell.tsx';

/** /orderHistory for a signed-in customer. */
export function MyOrders() {
  const { token } = useSession();
  const orders = useMyOrders(token);
  const expired = useOrdersSessionExpiry(orders.error);

  let body: ReactNode;
  if (orders.isError) {
    const text = expired ? ORDERS_SESSION_EXPIRED : serverMessage(orders.error, ORDERS_LOAD_FAILED);
    body = <OrdersMessage tone="error" text={text} />;
  } else if (!orders.data) {
    body = <PageLoading label="Loading your orders…" />;
  } else if (orders.data.length === 0) {
    body = <OrdersMessage tone="neutral" text={NO_ORDERS_YET} />;
  } else {
    body = <OrdersGrid orders={orders.data} />;
  }
  return <OrdersPageShell title="My Orders">{body}</OrdersPageShell>;
}
