import { randomUUID } from 'node:crypto';
import { centsToDollars, formatUsd } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { PaymentProcessor } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/database.ts';
import { orderRefunds, type orders, products, type RestockLine } from '../../db/schema/index.ts';
import { ConflictError, ValidationError } from '../../errors/index.ts';
import { refundedCents, restockedByLine, unitsByLine } from './admin-order-view.ts';
import { adminOrdersRepository } from './admin-orders.repository.ts';

/** Two admins pressing the same refund within this window get one refund (decision 023). */
const SAME_REFUND_WINDOW_MS = 2 * 60_000;

export interface RefundRequest {
  amountCents: number;
  reason: string;
  restock: RestockLine[];
  actorId: string;
  /** The payment provider's key when the caller has its own (a return's refund: one per return). */
  idempotencyKey?: string;
}

const sameRestock = (a: RestockLine[], b: RestockLine[]) => {
  const key = (lines: RestockLine[]) =>
    lines
      .map((line) => `${line.orderItemId}x${line.quantity}`)
      .sort()
      .join(',');
  return key(a) === key(b);
};

/** Puts the units back on the shelf; refuses lines not in the order or more than were bought. */
export async function restock(
  tx: Database,
  orderId: string,
  lines: RestockLine[],
  already: Map<string, number>,
) {
  const items = await adminOrdersRepository.lines(tx, orderId);
  const wanted = unitsByLine(lines);
  const restocks = [...wanted].map(([orderItemId, quantity]) => {
    const item = items.find((candidate) => candidate.id === orderItemId);
    if (!item) throw new ValidationError('A line to restock is not part of this order.');
    const left = item.quantity - (already.get(item.id) ?? 0);
    if (quantity > left) {
      throw new ValidationError(`You can restock at most ${left} of ${item.name}.`);
    }
    return { productId: item.productId, quantity };
  });
  for (const { productId, quantity } of restocks) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}

/**
 * Gives money back on an order locked by the caller's transaction: never more than is left of
 * what was captured, through the payment adapter, recorded with the units it restocks.
 */
export async function refundLocked(
  tx: Database,
  processor: PaymentProcessor,
  order: typeof orders.$inferSelect,
  request: RefundRequest,
  options = { repeatCheck: true },
) {
  const refunds = await adminOrdersRepository.refunds(tx, order.id);
  const left = order.totalCents - refundedCents(refunds);
  if (left <= 0) throw new ConflictError('This order has already been refunded in full.');
  if (request.amountCents > left) {
    throw new ConflictError(
      `You can refund at most ${formatUsd(centsToDollars(left))} on this order.`,
    );
  }
  const since = Date.now() - SAME_REFUND_WINDOW_MS;
  const repeated = refunds.some(
    (refund) =>
      refund.amountCents === request.amountCents &&
      refund.createdAt.getTime() >= since &&
      sameRestock(refund.restock, request.restock),
  );
  if (options.repeatCheck && repeated) {
    throw new ConflictError('The same refund was just made on this order. Reload it to see it.');
  }
  if (!order.paymentIntentId) throw new ConflictError('This order has no card payment to refund.');
  await restock(tx, order.id, request.restock, restockedByLine(refunds));
  const id = randomUUID();
  const { refundId } = await processor.refundAmount({
    paymentIntentId: order.paymentIntentId,
    amountCents: request.amountCents,
    reason: request.reason,
    idempotencyKey: request.idempotencyKey ?? `refund-${id}`,
  });
  await tx.insert(orderRefunds).values({
    id,
    orderId: order.id,
    amountCents: request.amountCents,
    reason: request.reason,
    restock: request.restock,
    providerRefundId: refundId,
    actorId: request.actorId,
  });
}

/** Everything not yet restocked and the cents not yet refunded, for a cancellation. */
export async function whatIsLeft(tx: Database, order: typeof orders.$inferSelect) {
  const refunds = await adminOrdersRepository.refunds(tx, order.id);
  const already = restockedByLine(refunds);
  const items = await adminOrdersRepository.lines(tx, order.id);
  const lines = items
    .map((item) => ({
      orderItemId: item.id,
      quantity: item.quantity - (already.get(item.id) ?? 0),
    }))
    .filter((line) => line.quantity > 0);
  return { lines, cents: order.totalCents - refundedCents(refunds) };
}
