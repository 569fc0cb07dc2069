import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  orderItems,
  orders,
  productParts,
  products,
  trackedParts,
  trackedProducts,
  users,
} from '../../db/schema/index.ts';

export type TrackedProductRow = typeof trackedProducts.$inferSelect;
export type TrackedPartRow = typeof trackedParts.$inferSelect;
export type NewTrackedProduct = typeof trackedProducts.$inferInsert;
export type NewTrackedPart = Omit<typeof trackedParts.$inferInsert, 'trackedProductId'>;

const partColumns = {
  id: products.id,
  name: products.name,
  quickReplaceMonths: products.quickReplaceMonths,
  slowReplaceMonths: products.slowReplaceMonths,
};
export type ProductPartRow = { id: string; name: string } & Record<
  'quickReplaceMonths' | 'slowReplaceMonths',
  number | null
>;

export function trackersRepository(db: Database) {
  return {
    /** A bought product stays trackable after it leaves the catalogue (soft delete). */
    async findProduct(productId: string, options: { includeDeleted: boolean }) {
      const live = options.includeDeleted ? undefined : isNull(products.deletedAt);
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, productId), live))
        .limit(1);
      return row;
    },

    async isOrderItemTracked(orderItemId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: trackedProducts.id })
        .from(trackedProducts)
        .where(eq(trackedProducts.orderItemId, orderItemId))
        .limit(1);
      return row !== undefined;
    },

    partsOf(filterId: string): Promise<ProductPartRow[]> {
      return db
        .select(partColumns)
        .from(productParts)
        .innerJoin(products, eq(products.id, productParts.partId))
        .where(eq(productParts.filterId, filterId))
        .orderBy(asc(productParts.position), asc(products.name));
    },

    async userContact(userId: string) {
      const [row] = await db
        .select({ email: users.email, phoneNumber: users.phoneNumber })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** The order line, only when it is on one of this customer's orders. */
    async findOwnOrderItem(userId: string, orderItemId: string) {
      const [row] = await db
        .select({ item: orderItems, order: orders })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.id, orderItemId), eq(orders.userId, userId)))
        .limit(1);
      return row;
    },

    listTrackedProducts(userId: string): Promise<TrackedProductRow[]> {
      return db
        .select()
        .from(trackedProducts)
        .where(eq(trackedProducts.userId, userId))
        .orderBy(asc(trackedProducts.createdAt), asc(trackedProducts.id));
    },

    async findOwnTrackedProduct(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(trackedProducts)
        .where(and(eq(trackedProducts.id, id), eq(trackedProducts.userId, userId)))
        .limit(1);
      return row;
    },

    listParts(trackedProductIds: string[]): Promise<TrackedPartRow[]> {
      if (trackedProductIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(trackedParts)
        .where(inArray(trackedParts.trackedProductId, trackedProductIds))
        .orderBy(asc(trackedParts.createdAt), asc(trackedParts.id));
    },

    /** Part products' replacement months, for the lifespan reasons shown beside each part. */
    partProducts(ids: string[]): Promise<ProductPartRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select(partColumns).from(products).where(inArray(products.id, ids));
    },

    async insertTrackedProduct(values: NewTrackedProduct, parts: NewTrackedPart[]) {
      const [row] = await db.insert(trackedProducts).values(values).returning();
      if (!row) throw new Error('tracked product was not inserted');
      if (parts.length > 0) {
        await db
          .insert(trackedParts)
          .values(parts.map((part) => ({ ...part, trackedProductId: row.id })));
      }
      return row;
    },

    async deleteOwnTrackedProduct(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(trackedProducts)
        .where(and(eq(trackedProducts.id, id), eq(trackedProducts.userId, userId)))
        .returning({ id: trackedProducts.id });
      return deleted.length > 0;
    },

    async resetPart(trackedProductId: string, partId: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(trackedParts)
        .set({ installedAt: now, snoozedUntil: null })
        .where(
          and(eq(trackedParts.id, partId), eq(trackedParts.trackedProductId, trackedProductId)),
        )
        .returning({ id: trackedParts.id });
      return updated.length > 0;
    },

    /** Marks the line installed, and the order once none of its filter lines is left. */
    async markOrderItemInstalled(orderId: string, orderItemId: string) {
      await db.update(orderItems).set({ isInstalled: true }).where(eq(orderItems.id, orderItemId));
      const notInstalledFilterLine = db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.orderId, orderId),
            eq(orderItems.type, 'filter'),
            eq(orderItems.isInstalled, false),
          ),
        );
      await db
        .update(orders)
        .set({ isInstalled: true })
        .where(and(eq(orders.id, orderId), notExists(notInstalledFilterLine)));
    },

    /**
     * SPEC.md section 4: lines of type filter on the customer's orders that are not installed,
     * whose ids are not among the tracked products' orderItemIds.
     */
    pendingInstallations(userId: string) {
      const tracked = db
        .select({ id: trackedProducts.id })
        .from(trackedProducts)
        .where(
          and(eq(trackedProducts.userId, userId), eq(trackedProducts.orderItemId, orderItems.id)),
        );
      return db
        .select({
          orderId: orders.id,
          orderItemId: orderItems.id,
          productId: orderItems.productId,
          name: orderItems.name,
          imageUrl: orderItems.imageUrl,
          orderedAt: orders.createdAt,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.isInstalled, false),
            eq(orderItems.type, 'filter'),
            notExists(tracked),
          ),
        )
        .orderBy(sql`${orders.createdAt} desc`, asc(orderItems.id));
    },
  };
}

export type TrackersRepository = ReturnType<typeof trackersRepository>;
