import type {
  Address,
  CheckoutItem,
  CreateOrderBody,
  InstallOrderItemBody,
  Order,
  OrderListQuery,
  PageInfo,
} from '@shop/contract';
import { ORDER_HISTORY_PAGE_SIZE } from '@shop/contract';
import type { PaymentProcessor } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors/index.ts';
import { isUuid } from '../pricing/checkout.repository.ts';
import type { CheckoutService } from '../pricing/checkout.service.ts';
import { mergeItems } from '../pricing/checkout-lines.ts';
import { createTrackedProductFromOrderItem } from '../trackers/trackers.service.ts';
import { afterSaleOf } from './order-after-sale.ts';
import { type OrderFulfilment, PAYMENT_NOT_FOUND } from './order-fulfilment.ts';
import type { OrderNotifier } from './order-mail.ts';
import { assertForward, moveStatus } from './order-status.ts';
import { toOrder } from './order-view.ts';
import { type OrderWithItems, ordersRepository } from './orders.repository.ts';
import { type Purchase, purchasesRepository } from './purchases.repository.ts';

const ORDER_MISMATCH =
  'This order does not match what was paid for. Please start the checkout again.';

const basketKey = (items: readonly CheckoutItem[]) =>
  mergeItems(items)
    .map((item) => `${item.productId}x${item.quantity}`)
    .sort()
    .join(',');

const sameAddress = (a: Address, b: Address) =>
  a.street === b.street && a.city === b.city && a.state === b.state && a.zip === b.zip;

/** POST /orders must name what the intent was created for; it cannot change the basket. */
function describes(body: CreateOrderBody, purchase: Purchase): boolean {
  if (basketKey(body.orderItems) !== basketKey(purchase.items)) return false;
  return !body.shippingAddress || sameAddress(body.shippingAddress, purchase.address);
}

export function ordersService(deps: {
  db: Database;
  processor: PaymentProcessor;
  checkout: CheckoutService;
  notifier: OrderNotifier;
  fulfilment: OrderFulfilment;
  /** Keeps the card that paid (POST /orders with saveCard); 409 when the payment cannot keep it. */
  keepCard: (userId: string, paymentIntentId: string) => Promise<unknown>;
}) {
  const { db, processor, checkout, notifier, fulfilment } = deps;

  async function loadOne(orderId: string) {
    const [found] = await ordersRepository.list(db, { orderIds: [orderId] });
    if (!found) throw new NotFoundError('Order not found.');
    return found;
  }

  /** Orders as receipts: with what was refunded and how each was shipped. */
  async function asReceipts(found: OrderWithItems[]): Promise<Order[]> {
    const afterSale = await afterSaleOf(
      db,
      found.map(({ order }) => order.id),
    );
    return found.map((one) => toOrder(one, afterSale.get(one.order.id)));
  }

  const asReceipt = async (one: OrderWithItems) => (await asReceipts([one]))[0] as Order;

  /** One more than the page is read: its presence says there is a next page, without a count. */
  async function listPage(
    filter: { userId?: string },
    query: OrderListQuery,
  ): Promise<{ data: Order[]; page?: PageInfo }> {
    if (query.offset === undefined && query.limit === undefined) {
      return { data: await asReceipts(await ordersRepository.list(db, filter)) };
    }
    const offset = query.offset ?? 0;
    const limit = query.limit ?? ORDER_HISTORY_PAGE_SIZE;
    const found = await ordersRepository.list(db, {
      ...filter,
      page: { offset, limit: limit + 1 },
    });
    const data = await asReceipts(found.slice(0, limit));
    return {
      data,
      page: { offset, limit, nextOffset: found.length > limit ? offset + limit : null },
    };
  }

  /** An intent created before intents recorded their purchase: the body says what it is for. */
  async function adoptUnrecorded(userId: string, body: CreateOrderBody): Promise<Purchase> {
    const intent = await processor.findIntent(body.paymentIntentId);
    if (!intent || intent.userId !== userId) throw new NotFoundError(PAYMENT_NOT_FOUND);
    const priced = await checkout.price(userId, body.orderItems, {
      shipTo: body.shippingAddress,
      checkStock: false,
    });
    return fulfilment.remember(body.paymentIntentId, userId, priced, body.fromCart);
  }

  return {
    loadOne,

    /**
     * The order of a succeeded payment of exactly the server's total, once per payment: a retry,
     * a double click or a call after the webhook gets the same order back.
     */
    async create(userId: string, body: CreateOrderBody): Promise<Order> {
      const purchase =
        (await purchasesRepository.find(db, body.paymentIntentId)) ??
        (await adoptUnrecorded(userId, body));
      if (purchase.userId !== userId) throw new NotFoundError(PAYMENT_NOT_FOUND);
      if (!describes(body, purchase)) throw new ConflictError(ORDER_MISMATCH);
      const placed = toOrder(await fulfilment.fulfil(body.paymentIntentId));
      if (body.saveCard) await deps.keepCard(userId, body.paymentIntentId);
      return placed;
    },

    /** One order of theirs; another customer's is not found, as one that does not exist. */
    async getMine(userId: string, orderId: string): Promise<Order> {
      if (!isUuid(orderId)) throw new NotFoundError('Order not found.');
      const [found] = await ordersRepository.list(db, { userId, orderIds: [orderId] });
      if (!found) throw new NotFoundError('Order not found.');
      return asReceipt(found);
    },

    /** Every order of theirs, or one page of them (`offset`, `limit`) and where the next starts. */
    listMine: (userId: string, query: OrderListQuery) => listPage({ userId }, query),

    listAll: (query: OrderListQuery) => listPage({}, query),

    /** Admin: forward only; the customer hears about each step. */
    async setStatus(
      orderId: string,
      next: 'Shipped' | 'Delivered',
      actorId: string,
    ): Promise<Order> {
      if (!isUuid(orderId)) throw new NotFoundError('Order not found.');
      const { order } = await loadOne(orderId);
      assertForward(order.status, next);
      const move = { orderId, current: order.status, next, shippedAt: order.shippedAt, actorId };
      if (!(await moveStatus(db, move))) {
        throw new ConflictError('This order was just updated. Reload it and try again.');
      }
      const changed = await loadOne(orderId);
      await notifier.statusChanged(changed);
      return asReceipt(changed);
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
      return asReceipt(await loadOne(ids.orderId));
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
