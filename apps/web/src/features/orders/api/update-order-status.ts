import { type Order, OrderSchema, type UpdateOrderStatusBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ORDERS_QUERY_ROOT } from './get-orders.ts';

interface UpdateOrderStatusInput extends UpdateOrderStatusBody {
  orderId: string;
}

/** PUT /orders/{id}/status (admin): Pending -> Shipped -> Delivered. */
export function updateOrderStatus({ orderId, status }: UpdateOrderStatusInput): Promise<Order> {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'PUT',
    body: { status },
    schema: OrderSchema,
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT }),
  });
}
