import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';

/** Test data: an order of `productIds` in `status` (Delivered at `deliveredAt` by default). */
export async function placeOrder(
  db: Database,
  userId: string,
  productIds: string[],
  options: { status?: 'Pending' | 'Shipped' | 'Delivered'; deliveredAt?: Date } = {},
) {
  const status = options.status ?? 'Delivered';
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      status,
      subtotalCents: 0,
      totalCents: 0,
      shippingZip: '78701',
      paymentMethod: 'card',
      deliveredAt: status === 'Delivered' ? (options.deliveredAt ?? new Date()) : null,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  for (const productId of productIds) {
    const [product] = await db.select().from(products).where(eq(products.id, productId));
    await db.insert(orderItems).values({
      orderId: order!.id,
      productId,
      name: product!.name,
      priceCents: product!.priceCents,
      quantity: 1,
      type: product!.type,
    });
  }
  return order!;
}

/** Building an app and hashing a dozen passwords takes minutes on a shared, loaded machine. */
export const SLOW_MACHINE = { timeout: 300_000 };
