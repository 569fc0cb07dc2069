import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';

export async function productBySku(db: Database, sku: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.sku, sku), isNull(products.deletedAt)))
    .limit(1);
  if (!row) throw new Error(`no seeded product ${sku}`);
  return row;
}

/** An order straight in the database (the orders module is not needed to test trackers). */
export async function insertOrder(
  db: Database,
  userId: string,
  skus: string[],
  options: { isInstalled?: boolean; createdAt?: Date } = {},
) {
  const lines = await Promise.all(skus.map((sku) => productBySku(db, sku)));
  const totalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      subtotalCents: totalCents,
      totalCents,
      shippingZip: '77429',
      paymentMethod: 'Stripe',
      isInstalled: options.isInstalled ?? false,
      createdAt: options.createdAt ?? new Date(),
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  const items = await db
    .insert(orderItems)
    .values(
      lines.map((line) => ({
        orderId: order.id,
        productId: line.id,
        name: line.name,
        imageUrl: line.imageUrl,
        priceCents: line.priceCents,
        quantity: 1,
        type: line.type,
      })),
    )
    .returning();
  return { order, items };
}
