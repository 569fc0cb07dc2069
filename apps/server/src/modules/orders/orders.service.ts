import type { CreateOrderBody, InstallOrderItemBody, Order } from '@shop/contract';
import type { PaymentProcessor } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/database.ts';
import { ConflictError, NotFoundError, PaymentFailedError } from '../../errors/index.ts';
import { isUuid } from '../pricing/checkout.repository.ts';
import type { CheckoutService } from '../pricing/checkout.service.ts';
import { createTrackedProductFromOrderItem } from '../trackers/trackers.service.ts';
import type { OrderNotifier } from './order-mail.ts';
import { assertForward, moveStatus } from './order-status.ts';
import { toOrder } from './order-view.ts';
import { ordersRepository } from './orders.repository.ts';
import { placeOrder, SoldOutError } from './place-order.ts';

const PAYMENT_NOT_FOUND = 'Payment not found.';
const AMOUNT_MISMATCH =
  'The payment amount does not match the order total. Please start the checkout again.';

export function ordersService(deps: {
  db: Database;
  processor: PaymentProcessor;
  checkout: CheckoutService;
  notifier: OrderNotifier;
}) {
  const { db, processor, checkout, notifier } = deps;

  async function loadOne(orderId: string) {
    const [found] = await ordersRepository.list(db, { orderIds: [orderId] });
    if (!found) throw new NotFoundError('Order not found.');
    return found;
  }

  /** The order already placed for this payment, if it is the caller's. */
  async function existingFor(userId: string, paymentIntentId: string): Promise<Order | null> {
    const existing = await ordersRepository.idByPaymentIntent(db, paymentIntentId);
    if (!existing) return null;
    if (existing.userId !== userId) throw new NotFoundError(PAYMENT_NOT_FOUND);
    return toOrder(await loadOne(existing.id));
  }

  return {
    loadOne,

    /**
     * Places the order for a succeeded payment of exactly the server's total, once per payment:
     * a retry or double click gets the same order back.
     */
    async create(userId: string, body: CreateOrderBody): Promise<Order> {
      const replay = await existingFor(userId, body.paymentIntentId);
      if (replay) return replay;
      const intent = await processor.findIntent(body.paymentIntentId);
      if (!intent || intent.userId !== userId) throw new NotFoundError(PAYMENT_NOT_FOUND);
      if (intent.status !== 'succeeded') {
        throw new PaymentFailedError('The payment has not been completed.');
      }
      const priced = await checkout.price(userId, body.orderItems, {
        shipTo: body.shippingAddress,
        checkStock: false,
      });
      if (priced.price.totalCents !== intent.amountCents) throw new ConflictError(AMOUNT_MISMATCH);
      let orderId: string | null;
      try {
        orderId = await placeOrder(db, { ...body, userId, priced });
      } catch (error) {
        if (error instanceof SoldOutError) await processor.refund(intent.id, error.message);
        throw error;
      }
      if (!orderId) return (await existingFor(userId, body.paymentIntentId)) as Order;
      const placed = await loadOne(orderId);
      await notifier.orderPlaced(placed);
      return toOrder(placed);
    },

    async listMine(userId: string): Promise<Order[]> {
      return (await ordersRepository.list(db, { userId })).map(toOrder);
    },

    async listAll(): Promise<Order[]> {
      return (await ordersRepository.list(db, {})).map(toOrder);
    },

    /** Admin: forward only; the customer hears about each step. */
    async setStatus(orderId: string, next: 'Shipped' | 'Delivered'): Promise<Order> {
      if (!isUuid(orderId)) throw new NotFoundError('Order not found.');
      const { order } = await loadOne(orderId);
      assertForward(order.status, next);
      if (!(await moveStatus(db, orderId, order.status, next, order.shippedAt))) {
        throw new ConflictError('This order was just updated. Reload it and try again.');
      }
      const changed = await loadOne(orderId);
      await notifier.statusChanged(changed);
      return toOrder(changed);
    },

    /**
     * Owner only, filter lines only: 'Install & Track' starts tracking the line's product and
     * marks the line (and the order, once all its filter lines are) installed.
     */
    async install(
      userId: string,
      ids: { orderId: string; orderItemId: string },
      body: InstallOrderItemBody,
    ): Promise<Order> {
      await createTrackedProductFromOrderItem(db, {
        userId,
        ...ids,
        customName: body.customFilterName,
        additionalData: body.additionalData,
      });
      return toOrder(await loadOne(ids.orderId));
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
