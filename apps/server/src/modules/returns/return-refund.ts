import { returnReference } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { PaymentProcessor } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/database.ts';
import { orderItems, orders, products, type returns } from '../../db/schema/index.ts';
import { ConflictError } from '../../errors/index.ts';
import { restockedByLine } from '../admin-orders/admin-order-view.ts';
import { adminOrdersRepository } from '../admin-orders/admin-orders.repository.ts';
import { refundLocked, restock } from '../admin-orders/order-refunds.ts';
import type { ReturnLineRow } from './returns.repository.ts';

type ReturnRow = typeof returns.$inferSelect;

/**
 * Settles a received return inside the caller's transaction, which holds the return's row lock:
 * the refund goes through the order desk's refund path under a key of the return's own (one
 * refund per return, whoever presses), resellable lines go back on the shelf, and an exchange's
 * part leaves as a $0 order.
 */
export async function settleReturn(
  tx: Database,
  deps: { processor: PaymentProcessor; crashAfterRefund?: boolean },
  row: ReturnRow,
  lines: ReturnLineRow[],
  actorId: string,
) {
  const order = await adminOrdersRepository.lock(tx, row.orderId);
  if (!order) throw new ConflictError('The order of this return no longer exists.');
  const restockLines = lines
    .filter((line) => line.resellable)
    .map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity }));
  const reason = `Return ${returnReference(row.returnNumber)}`;
  if (row.refundCents > 0) {
    await refundLocked(
      tx,
      deps.processor,
      order,
      {
        amountCents: row.refundCents,
        reason,
        restock: restockLines,
        actorId,
        idempotencyKey: `return-${row.id}`,
      },
      { repeatCheck: false },
    );
    // Tests only: the processor has refunded, and the refund's row and restock are not committed.
    if (deps.crashAfterRefund) process.kill(process.pid, 'SIGKILL');
  } else if (restockLines.length > 0) {
    const refunds = await adminOrdersRepository.refunds(tx, order.id);
    await restock(tx, order.id, restockLines, restockedByLine(refunds));
  }
  if (!row.exchangeProductId) return null;
  return placeExchange(tx, order, row.exchangeProductId, lines);
}

/** The exchange part as an order of its own at $0, shipped like any other. */
async function placeExchange(
  tx: Database,
  order: typeof orders.$inferSelect,
  productId: string,
  lines: ReturnLineRow[],
) {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const [part] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${units}` })
    .where(sql`${products.id} = ${productId} and ${products.stock} >= ${units}`)
    .returning();
  if (!part) {
    throw new ConflictError(
      'The exchange part is out of stock. Refund the return instead, or restock it first.',
    );
  }
  const [placed] = await tx
    .insert(orders)
    .values({
      userId: order.userId,
      subtotalCents: 0,
      totalCents: 0,
      shippingStreet: order.shippingStreet,
      shippingCity: order.shippingCity,
      shippingState: order.shippingState,
      shippingZip: order.shippingZip,
      paymentMethod: 'Exchange',
      isTest: order.isTest,
    })
    .returning({ id: orders.id });
  if (!placed) throw new Error('exchange order was not inserted');
  await tx.insert(orderItems).values({
    orderId: placed.id,
    productId,
    name: part.name,
    imageUrl: part.imageUrl,
    priceCents: 0,
    quantity: units,
    type: part.type,
  });
  return placed.id;
}
