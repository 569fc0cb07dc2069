import { formatOrderNumber } from '@shop/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { adminOrderPath, adminSubscriptionPath } from '../../../lib/admin-paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.tsx';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useAllOrders } from '../api/get-orders.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import {
  ACCESS_DENIED,
  NO_ORDERS_RECEIVED,
  ORDERS_LOAD_FAILED,
  ORDERS_SESSION_EXPIRED,
} from '../orders-messages.ts';
import { useOrdersSessionExpiry } from '../use-orders-session-expiry.ts';
import { OrdersGrid } from './orders-grid.tsx';
import { OrdersMessage, OrdersPageShell } from './orders-page-shell.tsx';
import { StatusActions } from './status-actions.tsx';

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** /receivedOrders for admins: every order, linked to its back-office page, with its status actions. */
export function ReceivedOrders() {
  const { token, user, isAdmin, userLoadFailed } = useSession();
  const orders = useAllOrders(token, isAdmin);
  const update = useUpdateOrderStatus();
  const oneAtATime = useOneAtATime();
  const [actionError, setActionError] = useState<string | null>(null);
  const [delivered, setDelivered] = useState<number | null>(null);
  // The button that was pressed is gone once its order is delivered: the presser's focus goes
  // to the line that says so instead of falling to the page (issue 40.19).
  const deliveredNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (delivered !== null) deliveredNote.current?.focus();
  }, [delivered]);
  const expired = useOrdersSessionExpiry(orders.error);

  let body: ReactNode;
  if ((user && !isAdmin) || isForbidden(orders.error)) {
    body = <OrdersMessage tone="error" text={ACCESS_DENIED} />;
  } else if (orders.isError || userLoadFailed || expired) {
    const text = expired ? ORDERS_SESSION_EXPIRED : serverMessage(orders.error, ORDERS_LOAD_FAILED);
    body = <OrdersMessage tone="error" text={text} />;
  } else if (!orders.data) {
    body = <PageLoading label="Loading orders…" />;
  } else if (orders.data.length === 0) {
    body = <OrdersMessage tone="neutral" text={NO_ORDERS_RECEIVED} />;
  } else {
    body = (
      <OrdersGrid
        orders={orders.data}
        detailsPath={adminOrderPath}
        planPath={adminSubscriptionPath}
        actionsFor={(order) => (
          <StatusActions
            order={order}
            busy={update.isPending}
            delivering={update.variables?.orderId === order._id && update.isPending}
            onDeliver={() =>
              // The button only shows busy a tick after the press: a double-click's second
              // press would send the move again.
              oneAtATime((done) => {
                setActionError(null);
                setDelivered(null);
                update.mutate(
                  { orderId: order._id, status: 'Delivered' },
                  {
                    onSuccess: () => setDelivered(order.orderNumber),
                    onError: (error) => setActionError(serverMessage(error, 'An error occurred.')),
                    onSettled: done,
                  },
                );
              })
            }
          />
        )}
      />
    );
  }
  return (
    <OrdersPageShell title="Received Orders">
      {delivered !== null ? (
        <p ref={deliveredNote} role="status" tabIndex={-1} className="mb-4 text-success">
          Order {formatOrderNumber(delivered)} is marked as Delivered.
        </p>
      ) : null}
      {actionError ? (
        <div className="mb-4">
          <FormAlert tone="error" message={actionError} />
        </div>
      ) : null}
      {body}
    </OrdersPageShell>
  );
}
