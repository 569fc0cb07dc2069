import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products, wishlistItems } from '../../db/schema/index.ts';
import { cardColumns } from '../products/products.repository.ts';

export function wishlistRepository(db: Database) {
  return {
    /** Saved products that are still in the catalogue, most recently saved first. */
    listCards(userId: string) {
      return db
        .select(cardColumns)
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(and(eq(wishlistItems.userId, userId), isNull(products.deletedAt)))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    },

    async isLiveProduct(productId: string) {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), isNull(products.deletedAt)));
      return row !== undefined;
    },

    async add(userId: string, productId: string) {
      await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
    },

    async remove(userId: string, productId: string) {
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    },
  };
}

export type WishlistRepository = ReturnType<typeof wishlistRepository>;
