import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cartItems, products } from '../../db/schema/index.ts';

/**
 * Puts one of a product in the customer's cart unless it is already there (a reminder link
 * tapped twice must not order twice). Products no longer sold or out of stock are skipped.
 * True when a cart line was added.
 */
export async function addPartToCart(db: Database, userId: string, productId: string) {
  const [sellable] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt), gte(products.stock, 1)))
    .limit(1);
  if (!sellable) return false;
  const inserted = await db
    .insert(cartItems)
    .values({ userId, productId, quantity: 1 })
    .onConflictDoNothing({ target: [cartItems.userId, cartItems.productId] })
    .returning({ id: cartItems.id });
  return inserted.length > 0;
}
