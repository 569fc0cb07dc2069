import type { PaymentProvider } from '@shop/contract';
import type { Counter } from 'prom-client';
import {
  isStripeProcessor,
  type PaymentIntentRecord,
  type PaymentProcessor,
} from '../../adapters/payments/index.ts';
import type { Database } from '../../db/database.ts';
import { ConflictError, NotFoundError, PaymentFailedError } from '../../errors/index.ts';
import type { CheckoutService, PricedCheckout } from '../pricing/checkout.service.ts';
import type { OrderNotifier } from './order-mail.ts';
import { type OrderWithItems, ordersRepository } from './orders.repository.ts';
import { OrderRefusedError, placeOrder } from './place-order.ts';
import { type Purchase, purchasesRepository } from './purchases.repository.ts';

export const PAYMENT_NOT_FOUND = 'Payment not found.';
const AMOUNT_MISMATCH =
  'The payment amount does not match the order total. Please start the checkout again.';
const PAYMENT_METHODS: Record<PaymentProvider, string> = {
  stripe: 'Stripe',
  test: 'Card (test mode)',
};

/**
 * The one way a payment becomes an order. POST /orders, the Stripe webhook and the test-mode
 * confirmation all call `fulfil`; the unique payment_intent_id of orders makes it happen once.
 */
export function orderFulfilment(deps: {
  db: Database;
  processor: PaymentProcessor;
  checkout: CheckoutService;
  notifier: OrderNotifier;
  /** Orders by outcome (placed, refused) for /metrics. */
  ordersCounter?: Counter<'outcome'>;
}) {
  const { db, processor, checkout, notifier, ordersCounter } = deps;

  async function load(orderId: string): Promise<OrderWithItems> {
    const [found] = await ordersRepository.list(db, { orderIds: [orderId] });
    if (!found) throw new NotFoundError('Order not found.');
    return found;
  }

  async function placedFor(paymentIntentId: string): Promise<OrderWithItems | null> {
    const existing = await ordersRepository.idByPaymentIntent(db, paymentIntentId);
    return existing ? load(existing.id) : null;
  }

  async function place(purchase: Purchase, intent: PaymentIntentRecord, priced: PricedCheckout) {
    try {
      const orderId = await placeOrder(db, {
        userId: purchase.userId,
        paymentIntentId: purchase.paymentIntentId,
        paymentMethod: PAYMENT_METHODS[processor.provider],
        fromCart: purchase.fromCart,
        priced,
        isTest: !isStripeProcessor(processor) || processor.testMode === true,
      });
      if (orderId) ordersCounter?.inc({ outcome: 'placed' });
      return orderId;
    } catch (error) {
      if (error instanceof OrderRefusedError) {
        ordersCounter?.inc({ outcome: 'refused' });
        await processor.refund(intent.id, error.message);
        // Remembered after the refund went through, so a later restock cannot fill a refunded order.
        await purchasesRepository.refuse(db, purchase.paymentIntentId, error.message);
      }
      throw error;
    }
  }

  return {
    /** Records what the intent pays for; called before its client secret leaves the server. */
    remember(paymentIntentId: string, userId: string, priced: PricedCheckout, fromCart: boolean) {
      return purchasesRepository.record(db, {
        paymentIntentId,
        userId,
        items: priced.lines.map(({ product, quantity }) => ({ productId: product.id, quantity })),
        address: priced.address,
        fromCart,
        discountId: priced.discount?.row.id ?? null,
      });
    },

    /**
     * The order of a succeeded intent, placed from what the intent was created for, or the one
     * already placed. `reported` is the intent as a verified webhook event states it.
     */
    async fulfil(paymentIntentId: string, reported?: PaymentIntentRecord): Promise<OrderWithItems> {
      const existing = await placedFor(paymentIntentId);
      if (existing) return existing;
      const purchase = await purchasesRepository.find(db, paymentIntentId);
      if (!purchase) throw new NotFoundError(PAYMENT_NOT_FOUND);
      if (purchase.refusal) throw new ConflictError(purchase.refusal);
      const intent = reported ?? (await processor.findIntent(paymentIntentId));
      if (!intent || intent.userId !== purchase.userId) throw new NotFoundError(PAYMENT_NOT_FOUND);
      if (intent.status !== 'succeeded') {
        throw new PaymentFailedError('The payment has not been completed.');
      }
      const priced = await checkout.price(purchase.userId, purchase.items, {
        shipTo: purchase.address,
        checkStock: false,
        discountId: purchase.discountId,
      });
      if (priced.price.totalCents !== intent.amountCents) throw new ConflictError(AMOUNT_MISMATCH);
      const orderId = await place(purchase, intent, priced);
      // null: a concurrent call placed it a moment ago (and sent the confirmation).
      if (!orderId) return (await placedFor(paymentIntentId)) as OrderWithItems;
      const placed = await load(orderId);
      await notifier.orderPlaced(placed);
      return placed;
    },
  };
}

export type OrderFulfilment = ReturnType<typeof orderFulfilment>;
