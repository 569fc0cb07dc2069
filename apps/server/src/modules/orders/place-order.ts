import type { Database } from '../../db/database.ts';
import { ConflictError } from '../../errors/index.ts';
import { CODE_USED_BY_YOU, CODE_USED_UP } from '../discounts/discount-rules.ts';
import { discountsRepository } from '../discounts/discounts.repository.ts';
import type { PricedCheckout } from '../pricing/checkout.service.ts';
import { ordersRepository } from './orders.repository.ts';

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
}

/**
 * One transaction: the order row first (its unique payment_intent_id makes a concurrent replay
 * wait, then do nothing), then stock taken product by product in id order (two carts holding
 * the same products lock them in the same order, so they cannot deadlock), then one use of the
 * discount code, then the lines and the cart. Returns null when another request already placed the order for this payment.
 */
export function placeOrder(db: Database, input: PlaceOrderInput): Promise<string | null> {
  const { priced } = input;
  const lines = [...priced.lines].sort((a, b) => (a.product.id < b.product.id ? -1 : 1));
  return db.transaction(async (tx) => {
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
    });
    if (!orderId) return null;
    for (const { product, quantity } of lines) {
      if (!(await ordersRepository.takeStock(tx, product.id, quantity))) {
        throw new SoldOutError(product.name);
      }
    }
    if (priced.discount) {
      const use = { discountId: priced.discount.row.id, userId: input.userId, orderId };
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
  });
}
