import { type CheckoutItem, type Order, OrderSchema } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export interface CreateOrderInput {
  orderItems: CheckoutItem[];
  paymentIntentId: string;
  paymentMethod: string;
  /** The items came from the cart: the server removes them from it with the order. */
  fromCart: boolean;
  /** Keep the card that paid (its intent was created with saveCard). */
  saveCard?: true;
}

/** POST /orders: once per paymentIntentId, so a retry answers the same order. */
export function createOrder(body: CreateOrderInput): Promise<Order> {
  return apiRequest('/orders', { method: 'POST', body, schema: OrderSchema });
}
