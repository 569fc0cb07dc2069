import type { Order } from '@shop/contract';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageLinks, readPage } from '../../../components/page-links.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.tsx';
import { useMyOrders } from '../api/get-orders.ts';
import { NO_ORDERS_YET, ORDERS_LOAD_FAILED, ORDERS_SESSION_EXPIRED } from '../orders-messages.ts';
import { useOrdersSessionExpiry } from '../use-orders-session-expiry.ts';
import { OrdersGrid } from './orders-grid.tsx';
import { OrdersMessage, OrdersPageShell } from './orders-page-shell.tsx';

/**
 * /orderHistory for a signed-in customer, 20 orders to a page (`?page=2`); `actionsFor` adds what
 * the page composes under each order (its returns).
 */
export function MyOrders({ actionsFor }: { actionsFor?: (order: Order) => ReactNode } = {}) {
  const { token } = useSession();
  const [params] = useSearchParams();
  const page = readPage(params);
  const orders = useMyOrders(token, page);
  const expired = useOrdersSessionExpiry(orders.error);

  let body: ReactNode;
  if (orders.isError || expired) {
    const text = expired ? ORDERS_SESSION_EXPIRED : serverMessage(orders.error, ORDERS_LOAD_FAILED);
    body = <OrdersMessage tone="error" text={text} />;
  } else if (!orders.data) {
    body = <PageLoading label="Loading your orders…" />;
  } else if (orders.data.data.length === 0 && page === 1) {
    body = <OrdersMessage tone="neutral" text={NO_ORDERS_YET} />;
  } else {
    const hasNext = orders.data.page?.nextOffset != null;
    body = (
      <>
        <OrdersGrid orders={orders.data.data} actionsFor={actionsFor} />
        {page > 1 || hasNext ? (
          <div className="mt-6">
            <PageLinks label="Order pages" page={page} hasNext={hasNext} summary={`Page ${page}`} />
          </div>
        ) : null}
      </>
    );
  }
  return <OrdersPageShell title="My Orders">{body}</OrdersPageShell>;
}
