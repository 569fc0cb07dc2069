import type { OrderStatus } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { ConflictError } from '../../errors/index.ts';

// Cancelled is terminal: nothing follows it, and only a Pending order can be cancelled (admin-orders).
const RANK: Record<OrderStatus, number> = { Pending: 0, Shipped: 1, Delivered: 2, Cancelled: 3 };

/**
 * Orders only move forward: Pending -> Shipped -> Delivered, and Pending -> Delivered for a
 * hand-delivered order (it is then recorded as shipped at the same moment).
 */
export function assertForward(current: OrderStatus, next: OrderStatus): void {
  if (current === next) throw new ConflictError(`This order is already ${next}.`);
  if (RANK[next] < RANK[current]) {
    throw new ConflictError(`An order that is ${current} cannot go back to ${next}.`);
  }
}

/**
 * Sets the status if it is still `current` (two admins clicking at once: one wins), and puts the
 * step on the order's timeline with the admin who took it.
 */
export async function moveStatus(
  db: Database,
  move: {
    orderId: string;
    current: OrderStatus;
    next: 'Shipped' | 'Delivered';
    shippedAt: Date | null;
    actorId: string;
  },
): Promise<boolean> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set({
        status: move.next,
        shippedAt: move.shippedAt ?? now,
        ...(move.next === 'Delivered' ? { deliveredAt: now } : {}),
      })
      .where(and(eq(orders.id, move.orderId), eq(orders.status, move.current)))
      .returning({ id: orders.id });
    if (updated.length !== 1) return false;
    const type = move.next === 'Shipped' ? 'shipped' : 'delivered';
    await tx.insert(orderEvents).values({ orderId: move.orderId, type, actorId: move.actorId });
    return true;
  });
}
