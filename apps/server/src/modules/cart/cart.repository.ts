import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cartItems, products } from '../../db/schema/index.ts';
import { checkoutProductColumns, checkoutRepository } from '../pricing/checkout.repository.ts';

export function cartRepository(db: Database) {
  return {
    /** The cart in the order items were first added, deleted products included. */
    lines(userId: string) {
      return db
        .select({ product: checkoutProductColumns, quantity: cartItems.quantity })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    },

    async product(productId: string) {
      const [row] = await checkoutRepository.productsByIds(db, [productId]);
      return row;
    },

    async quantityOf(userId: string, productId: string): Promise<number> {
      const [row] = await db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
      return row?.quantity ?? 0;
    },

    async setQuantity(userId: string, productId: string, quantity: number) {
      await db
        .insert(cartItems)
        .values({ userId, productId, quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity, updatedAt: new Date() },
        });
    },

    async remove(userId: string, productId: string) {
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
    },

    async clear(userId: string) {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
export type CartLineRow = Awaited<ReturnType<CartRepository['lines']>>[number];
