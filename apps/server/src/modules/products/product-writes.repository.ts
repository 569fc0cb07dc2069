import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productParts, products } from '../../db/schema/index.ts';

export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'search' | 'deletedAt' | 'createdAt' | 'updatedAt'
>;

const live = (id: string) => and(eq(products.id, id), isNull(products.deletedAt));

async function replaceParts(tx: Database, filterId: string, partIds: string[]) {
  await tx.delete(productParts).where(eq(productParts.filterId, filterId));
  if (partIds.length === 0) return;
  await tx
    .insert(productParts)
    .values(partIds.map((partId, position) => ({ filterId, partId, position })));
}

/** Catalogue writes; every change of a product and its parts is one transaction. */
export function productWritesRepository(db: Database) {
  return {
    /** Whether a live product other than `exceptId` already uses the SKU, in any case. */
    async skuInUse(sku: string, exceptId?: string) {
      const conditions: SQL[] = [
        sql`lower(${products.sku}) = lower(${sku})`,
        isNull(products.deletedAt),
      ];
      if (exceptId) conditions.push(ne(products.id, exceptId));
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(...conditions))
        .limit(1);
      return row !== undefined;
    },

    insert(values: ProductValues, partIds: string[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(products).values(values).returning({ id: products.id });
        if (!row) throw new Error('product insert returned no row');
        await replaceParts(tx, row.id, partIds);
        return row.id;
      });
    },

    /** false when there is no live product with that id. */
    update(id: string, values: ProductValues, partIds: string[]) {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(products)
          .set(values)
          .where(live(id))
          .returning({ id: products.id });
        if (updated.length === 0) return false;
        await replaceParts(tx, id, partIds);
        return true;
      });
    },

    /** Soft delete: order lines, trackers and filters keep pointing at the row. */
    async softDelete(id: string) {
      const deleted = await db
        .update(products)
        .set({ deletedAt: new Date() })
        .where(live(id))
        .returning({ id: products.id });
      return deleted.length > 0;
    },
  };
}

export type ProductWritesRepository = ReturnType<typeof productWritesRepository>;
