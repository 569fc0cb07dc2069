import type { OrderStatus } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { PaymentProcessor } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/database.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../errors/index.ts';
import { assertForward } from '../orders/order-status.ts';
import type { OrderAction } from './admin-order-mail.ts';
import { adminOrdersRepository } from './admin-orders.repository.ts';
import { refundLocked, restock, whatIsLeft } from './order-refunds.ts';

type OrderRow = typeof orders.$inferSelect;

/** Statuses never go back, and nothing follows a cancellation. */
function assertCanMove(current: OrderStatus, next: OrderStatus) {
  if (current === 'Cancelled') throw new ConflictError('This order was cancelled.');
  assertForward(current, next);
}

/**
 * Each action runs in one transaction holding the order's row lock, so two admins pressing the
 * same button take turns: the second sees the first's result and is refused (409).
 */
export function orderActions(db: Database, processor: PaymentProcessor) {
  async function locked(
    orderId: string,
    act: (tx: Database, order: OrderRow) => Promise<OrderAction>,
  ): Promise<OrderAction> {
    return db.transaction(async (tx) => {
      const order = await adminOrdersRepository.lock(tx, orderId);
      if (!order) throw new NotFoundError('Order not found.');
      return act(tx, order);
    });
  }

  return {
    ship: (
      orderId: string,
      actorId: string,
      shipment: { carrier: string; trackingNumber: string },
    ) =>
      locked(orderId, async (tx, order) => {
        assertCanMove(order.status, 'Shipped');
        await tx
          .update(orders)
          .set({ status: 'Shipped', shippedAt: new Date() })
          .where(eq(orders.id, orderId));
        await tx.insert(orderEvents).values({ orderId, type: 'shipped', actorId, ...shipment });
        return { type: 'shipped', ...shipment };
      }),

    deliver: (orderId: string, actorId: string) =>
      locked(orderId, async (tx, order) => {
        assertCanMove(order.status, 'Delivered');
        const now = new Date();
        await tx
          .update(orders)
          .set({ status: 'Delivered', deliveredAt: now, shippedAt: order.shippedAt ?? now })
          .where(eq(orders.id, orderId));
        await tx.insert(orderEvents).values({ orderId, type: 'delivered', actorId });
        return { type: 'delivered' };
      }),

    /** Before shipping only: everything back on the shelf and what is left refunded. */
    cancel: (orderId: string, actorId: string, reason: string) =>
      locked(orderId, async (tx, order) => {
        if (order.status !== 'Pending') {
          throw new ConflictError(
            order.status === 'Cancelled'
              ? 'This order was cancelled.'
              : `An order that is ${order.status} can no longer be cancelled.`,
          );
        }
        const left = await whatIsLeft(tx, order);
        const request = { amountCents: left.cents, reason, restock: left.lines, actorId };
        if (left.cents > 0)
          await refundLocked(tx, processor, order, request, { repeatCheck: false });
        else await restock(tx, orderId, left.lines, new Map());
        await tx
          .update(orders)
          .set({ status: 'Cancelled', cancelledAt: new Date() })
          .where(eq(orders.id, orderId));
        // After a full refund the cancel moves no money, and says so rather than "$0.00".
        const amountCents = left.cents > 0 ? left.cents : null;
        await tx
          .insert(orderEvents)
          .values({ orderId, type: 'cancelled', actorId, reason, amountCents });
        return {
          type: 'cancelled',
          reason,
          refundedCents: left.cents,
          refundedBeforeCents: order.totalCents - left.cents,
        };
      }),

    refund: (orderId: string, request: Parameters<typeof refundLocked>[3]) =>
      locked(orderId, async (tx, order) => {
        await refundLocked(tx, processor, order, request);
        await tx.insert(orderEvents).values({
          orderId,
          type: 'refunded',
          actorId: request.actorId,
          amountCents: request.amountCents,
          reason: request.reason,
        });
        return { type: 'refunded', reason: request.reason, amountCents: request.amountCents };
      }),
  };
}
