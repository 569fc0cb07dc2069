import {
  type AdminOrder,
  AdminOrderSchema,
  type CancelOrderBody,
  type RefundOrderBody,
  type ShipOrderBody,
} from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_ORDERS_ROOT } from './search-orders.ts';

export type OrderActionInput =
  | { action: 'ship'; body: ShipOrderBody }
  | { action: 'deliver' }
  | { action: 'cancel'; body: CancelOrderBody }
  | { action: 'refunds'; body: RefundOrderBody };

/** POST /admin/orders/{id}/ship | deliver | cancel | refunds: the order as it now stands. */
export function runOrderAction(orderId: string, input: OrderActionInput): Promise<AdminOrder> {
  return apiRequest(`/admin/orders/${encodeURIComponent(orderId)}/${input.action}`, {
    method: 'POST',
    body: 'body' in input ? input.body : {},
    schema: AdminOrderSchema,
  });
}

export function useOrderAction(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderActionInput) => runOrderAction(orderId, input),
    onSuccess: (order) => {
      queryClient.setQueryData([...ADMIN_ORDERS_ROOT, 'one', orderId], order);
      return queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_ROOT });
    },
    // Refused, most often because someone else changed the order meanwhile (409): show it as it
    // now stands, so the page agrees with the message beside it.
    onError: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_ROOT }),
  });
}
