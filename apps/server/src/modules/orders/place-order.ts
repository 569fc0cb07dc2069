import type { OrderSource } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { ConflictError } from '../../errors/index.ts';
import { addressKey } from '../discounts/customer-identity.ts';
import { CODE_USED_BY_YOU, CODE_USED_UP } from '../discounts/discount-rules.ts';
import { discountsRepository } from '../discounts/discounts.repository.ts';
import type { PricedCheckout } from '../pricing/checkout.service.ts';
import { ordersRepository } from './orders.repository.ts';
import { purchasesRepository } from './purchases.repository.ts';

/** A paid order that cannot be placed after all: the payment is given back. */
export class OrderRefusedError extends ConflictError {}

/** Stock ran out between payment and order. */
export class SoldOutError extends OrderRefusedError {
  constructor(productName: string) {
    super(`Sorry, ${productName} just sold out.`);
  }
}

export interface PlaceOrderInput {
  userId: string;
  paymentIntentId: string;
  paymentMethod: string;
  fromCart: boolean;
  priced: PricedCheckout;
  /** Paid without a real charge (test-card processor, Stripe test key). */
  isTest: boolean;
  /** A checkout, or an auto-replace plan's charge (its purchase carries the subscriber discount). */
  source: OrderSource;
  /** The paying card's fingerprint when the processor knows it: a per-customer code counts it. */
  cardFingerprint: string | null;
}

/** What became of a paid purchase: its order, or the reason it was refused. */
export type Outcome =
  | { kind: 'order'; orderId: string; placedNow: boolean }
  | { kind: 'refused'; reason: string };

async function decided(tx: Database, paymentIntentId: string): Promise<Outcome | null> {
  const purchase = await purchasesRepository.lockForOutcome(tx, paymentIntentId);
  if (purchase?.refusal) return { kind: 'refused', reason: purchase.refusal };
  const existing = await ordersRepository.idByPaymentIntent(tx, paymentIntentId);
  return existing ? { kind: 'order', orderId: existing.id, placedNow: false } : null;
}

/**
 * Stock, then one use of the discount code, then the lines and the cart. Products are locked in
 * id order: two carts holding the same products lock them in the same order, so they cannot
 * deadlock. Null when the order row already exists (a purchase recorded before 0017).
 */
async function insertOrder(tx: Database, input: PlaceOrderInput): Promise<string | null> {
  const { priced } = input;
  const lines = [...priced.lines].sort((a, b) => (a.product.id < b.product.id ? -1 : 1));
  const orderId = await ordersRepository.insertOrder(tx, {
    userId: input.userId,
    subtotalCents: priced.price.subtotalCents,
    discountCents: priced.price.discountCents,
    discountCode: priced.discount?.row.code ?? null,
    shippingCents: priced.price.shippingCents,
    taxCents: priced.price.taxCents,
    totalCents: priced.price.totalCents,
    shippingStreet: priced.address.street,
    shippingCity: priced.address.city,
    shippingState: priced.address.state,
    shippingZip: priced.address.zip,
    paymentMethod: input.paymentMethod,
    paymentIntentId: input.paymentIntentId,
    isTest: input.isTest,
    source: input.source,
  });
  if (!orderId) return null;
  for (const { product, quantity } of lines) {
    if (!(await ordersRepository.takeStock(tx, product.id, quantity))) {
      throw new SoldOutError(product.name);
    }
  }
  if (priced.discount) {
    const use = {
      discountId: priced.discount.row.id,
      userId: input.userId,
      orderId,
      addressKey: addressKey(priced.address),
      cardFingerprint: input.cardFingerprint,
    };
    const taken = await discountsRepository.takeUse(tx, use);
    if (taken === 'used-up') throw new OrderRefusedError(CODE_USED_UP);
    if (taken === 'used-by-customer') throw new OrderRefusedError(CODE_USED_BY_YOU);
  }
  await ordersRepository.insertItems(
    tx,
    lines.map(({ product, quantity }) => ({
      orderId,
      productId: product.id,
      name: product.name,
      imageUrl: product.imageUrl,
      priceCents: product.priceCents,
      quantity,
      type: product.type,
    })),
  );
  if (input.fromCart) {
    await ordersRepository.removeFromCart(
      tx,
      input.userId,
      lines.map((line) => line.product.id),
    );
  }
  return orderId;
}

/** Written in the order's transaction, so the order and what it brings commit together or not at all. */
export type WithOrder = (tx: Database, orderId: string) => Promise<void>;

/**
 * The one outcome of a paid purchase, decided in one transaction on the purchase's row lock: a
 * concurrent caller (the browser's retry, the webhook, the sweep of another instance) waits, then
 * finds the order or the refusal. The order is tried in a savepoint; when it cannot be placed
 * (sold out, code used up) the refusal is recorded instead, before any refund is made. `withOrder`
 * runs in the same transaction once the order exists (its confirmation).
 */
export function placeOrder(
  db: Database,
  input: PlaceOrderInput,
  withOrder: WithOrder,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const earlier = await decided(tx, input.paymentIntentId);
    if (earlier) return earlier;
    try {
      const inserted = await tx.transaction((attempt) => insertOrder(attempt, input));
      const orderId =
        inserted ?? (await ordersRepository.idByPaymentIntent(tx, input.paymentIntentId))?.id;
      if (!orderId) throw new Error('the order of this payment vanished');
      await withOrder(tx, orderId);
      return { kind: 'order', orderId, placedNow: inserted !== null };
    } catch (error) {
      if (!(error instanceof OrderRefusedError)) throw error;
      await purchasesRepository.refuse(tx, input.paymentIntentId, error.message);
      return { kind: 'refused', reason: error.message };
    }
  });
}

/** A paid purchase that cannot be priced as it was paid: refused, unless it has its outcome. */
export function refusePurchase(
  db: Database,
  paymentIntentId: string,
  reason: string,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const earlier = await decided(tx, paymentIntentId);
    if (earlier) return earlier;
    await purchasesRepository.refuse(tx, paymentIntentId, reason);
    return { kind: 'refused', reason };
  });
}
