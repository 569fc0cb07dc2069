import type { PaymentProvider } from '@shop/contract';
import type { Counter } from 'prom-client';
import {
  isStripeProcessor,
  type PaymentIntentRecord,
  type PaymentProcessor,
} from '../../adapters/payments/index.ts';
import type { Database } from '../../db/database.ts';
import { AppError, ConflictError, NotFoundError, PaymentFailedError } from '../../errors/index.ts';
import type { CheckoutService, PricedCheckout } from '../pricing/checkout.service.ts';
import type { ConfirmationMail, OrderConfirmations } from './order-confirmation.ts';
import { type OrderWithItems, ordersRepository } from './orders.repository.ts';
import { type Outcome, placeOrder, refusePurchase } from './place-order.ts';
import { type Purchase, purchasesRepository } from './purchases.repository.ts';
import type { RefundNotifier } from './refund-mail.ts';

export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const AMOUNT_CHANGED =
  'The prices changed after you paid, so the order no longer matches your payment. Please start the checkout again.';
const PAYMENT_METHODS: Record<PaymentProvider, string> = {
  stripe: 'Stripe',
  test: 'Card (test mode)',
};

/** What a payment came to: its order, its refund, or nothing yet (not paid). */
export type Settlement =
  | { kind: 'order'; order: OrderWithItems; placedNow: boolean }
  | { kind: 'refunded'; reason: string; refundedNow: boolean }
  | { kind: 'unpaid'; status: PaymentIntentRecord['status'] };

/** A recorded box shipping as a rule that gives exactly that amount; null: the shop's rule. */
function fixedShipping(cents: number | null | undefined) {
  if (cents === null || cents === undefined) return null;
  return {
    freeShippingFromCents: cents === 0 ? 0 : Number.MAX_SAFE_INTEGER,
    boxShippingCents: cents,
  };
}

/**
 * The one way a payment becomes an order, or its refund. POST /orders, the Stripe webhook, the
 * test-mode confirmation and the reconciliation sweep all call it; the purchase's row lock and
 * the unique payment_intent_id of orders make each payment end once (docs/decisions/044).
 */
export function orderFulfilment(deps: {
  db: Database;
  processor: PaymentProcessor;
  checkout: CheckoutService;
  confirmations: OrderConfirmations;
  refunds: RefundNotifier;
  /** Tests only (config.crashAfterOrder): die like a kill -9 between the order's commit and its mail. */
  crashAfterOrder?: boolean;
  /** Orders by outcome (placed, refused) for /metrics. */
  ordersCounter?: Counter<'outcome'>;
}) {
  const { db, processor, checkout, confirmations, refunds, ordersCounter } = deps;

  async function load(orderId: string): Promise<OrderWithItems> {
    const [found] = await ordersRepository.list(db, { orderIds: [orderId] });
    if (!found) throw new NotFoundError('Order not found.');
    return found;
  }

  /**
   * The confirmation was written with the order (or, for an order whose payment was never
   * settled, now with the settling); it goes to the provider once that has committed.
   */
  async function confirmed(mail: ConfirmationMail, orderId: string, placedNow: boolean) {
    if (deps.crashAfterOrder && mail.written()) process.kill(process.pid, 'SIGKILL');
    await mail.flush();
    return { kind: 'order' as const, order: await load(orderId), placedNow };
  }

  /** An order found already placed: the caller that settles its payment writes its confirmation. */
  async function settleExisting(paymentIntentId: string, orderId: string) {
    const mail = confirmations();
    try {
      await db.transaction((tx) => mail.write(tx, paymentIntentId, orderId));
    } catch (error) {
      mail.discard();
      throw error;
    }
    return confirmed(mail, orderId, false);
  }

  /** The refund's idempotency key is the payment's, so a repeat (a crash, a race) gives none more. */
  async function refunded(purchase: Purchase, intent: PaymentIntentRecord, reason: string) {
    const { paymentIntentId, userId } = purchase;
    await processor.refund(paymentIntentId, reason);
    const refundedNow = await purchasesRepository.settle(db, paymentIntentId);
    if (refundedNow) {
      ordersCounter?.inc({ outcome: 'refused' });
      await refunds.paymentRefunded({
        userId,
        paymentIntentId,
        amountCents: intent.amountCents,
        reason,
      });
    }
    return { kind: 'refunded' as const, reason, refundedNow };
  }

  /** Priced as it was paid for (its code honoured), or refused when that is no longer possible. */
  async function decide(
    purchase: Purchase,
    intent: PaymentIntentRecord,
    mail: ConfirmationMail,
  ): Promise<Outcome> {
    const { paymentIntentId } = purchase;
    let priced: PricedCheckout;
    try {
      priced = await checkout.price(purchase.userId, purchase.items, {
        shipTo: purchase.address,
        checkStock: false,
        discountId: purchase.discountId,
        subscriberPercent: purchase.subscriberPercent ?? null,
        // An auto-replace box's shipping as it was charged (decision 067).
        shippingRule: fixedShipping(purchase.shippingCents),
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return refusePurchase(db, paymentIntentId, error.message);
    }
    if (priced.price.totalCents !== intent.amountCents) {
      return refusePurchase(db, paymentIntentId, AMOUNT_CHANGED);
    }
    const input = {
      userId: purchase.userId,
      paymentIntentId,
      paymentMethod: PAYMENT_METHODS[processor.provider],
      fromCart: purchase.fromCart,
      priced,
      isTest: !isStripeProcessor(processor) || processor.testMode === true,
      // Only a plan's charge remembers a subscriber discount (0 included); a checkout, none.
      source:
        purchase.subscriberPercent == null ? ('checkout' as const) : ('auto_replace' as const),
      // Asked only when a per-customer limit needs it: with Stripe it is one more request.
      cardFingerprint:
        priced.discount?.row.perCustomerLimit != null && processor.cardFingerprint
          ? await processor.cardFingerprint(paymentIntentId)
          : null,
    };
    const outcome = await placeOrder(db, input, (tx, orderId) =>
      mail.write(tx, paymentIntentId, orderId),
    ).catch((error: unknown) => {
      mail.discard();
      throw error;
    });
    if (outcome.kind === 'order' && outcome.placedNow) ordersCounter?.inc({ outcome: 'placed' });
    return outcome;
  }

  /**
   * Brings a payment to its end: the order placed from what the intent was created for, or the
   * payment refunded with a message when it cannot be. `reported` is the intent as a verified
   * webhook event states it. Safe to repeat and to race: each step happens once.
   */
  async function settle(
    paymentIntentId: string,
    reported?: PaymentIntentRecord,
  ): Promise<Settlement> {
    const existing = await ordersRepository.idByPaymentIntent(db, paymentIntentId);
    if (existing) return settleExisting(paymentIntentId, existing.id);
    const purchase = await purchasesRepository.find(db, paymentIntentId);
    if (!purchase) throw new NotFoundError(PAYMENT_NOT_FOUND);
    const intent = reported ?? (await processor.findIntent(paymentIntentId));
    if (!intent || intent.userId !== purchase.userId) throw new NotFoundError(PAYMENT_NOT_FOUND);
    if (purchase.refusal) return refunded(purchase, intent, purchase.refusal);
    if (intent.status !== 'succeeded') return { kind: 'unpaid', status: intent.status };
    const mail = confirmations();
    const outcome = await decide(purchase, intent, mail);
    if (outcome.kind === 'refused') return refunded(purchase, intent, outcome.reason);
    // An order decided by an earlier caller is settled here if that caller died before settling.
    return outcome.placedNow || mail.written()
      ? confirmed(mail, outcome.orderId, outcome.placedNow)
      : settleExisting(paymentIntentId, outcome.orderId);
  }

  return {
    /** Records what the intent pays for; called before its client secret leaves the server. */
    remember(
      paymentIntentId: string,
      userId: string,
      priced: PricedCheckout,
      fromCart: boolean,
      subscriberPercent: number | null = null,
      /** An auto-replace box's shipping as charged (decision 067); absent: the shop's rule. */
      shippingCents?: number | null,
    ) {
      return purchasesRepository.record(db, {
        subscriberPercent,
        paymentIntentId,
        userId,
        items: priced.lines.map(({ product, quantity }) => ({ productId: product.id, quantity })),
        address: priced.address,
        fromCart,
        discountId: priced.discount?.row.id ?? null,
        shippingCents: shippingCents ?? null,
      });
    },

    settle,

    /** The order of a succeeded intent, or a 409 saying why it was refunded instead. */
    async fulfil(paymentIntentId: string, reported?: PaymentIntentRecord): Promise<OrderWithItems> {
      const settled = await settle(paymentIntentId, reported);
      if (settled.kind === 'order') return settled.order;
      if (settled.kind === 'refunded') throw new ConflictError(settled.reason);
      throw new PaymentFailedError('The payment has not been completed.');
    },
  };
}

export type OrderFulfilment = ReturnType<typeof orderFulfilment>;
