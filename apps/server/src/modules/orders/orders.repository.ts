import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cartItems, orderItems, orders, products, users } from '../../db/schema/index.ts';
import { planIdsOfOrders } from './order-plans.ts';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;

/** Order queries; each takes the database or a transaction. */
export const ordersRepository = {
  /** null when an order for this payment intent already exists (the unique index decides). */
  async insertOrder(handle: Database, values: NewOrder): Promise<string | null> {
    const [row] = await handle
      .insert(orders)
      .values(values)
      .onConflictDoNothing({ target: orders.paymentIntentId })
      .returning({ id: orders.id });
    return row?.id ?? null;
  },

  /** Atomic: takes `quantity` only if that many are left; false when they are not. */
  async takeStock(handle: Database, productId: string, quantity: number): Promise<boolean> {
    const updated = await handle
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(
        and(eq(products.id, productId), gte(products.stock, quantity), isNull(products.deletedAt)),
      )
      .returning({ id: products.id });
    return updated.length === 1;
  },

  async insertItems(handle: Database, items: NewOrderItem[]) {
    await handle.insert(orderItems).values(items);
  },

  async removeFromCart(handle: Database, userId: string, productIds: string[]) {
    await handle
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
  },

  async idByPaymentIntent(handle: Database, paymentIntentId: string) {
    const [row] = await handle
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(eq(orders.paymentIntentId, paymentIntentId));
    return row;
  },

  /**
   * Orders with their buyer, newest first; `userId` narrows to one customer's, `page` to a
   * slice of them, whose ids are read first from the (user_id, created_at, id) or (created_at,
   * id) index alone.
   */
  async list(
    handle: Database,
    filter: { userId?: string; orderIds?: string[]; page?: { offset: number; limit: number } },
  ) {
    const conditions = [];
    if (filter.userId) conditions.push(eq(orders.userId, filter.userId));
    if (filter.orderIds) conditions.push(inArray(orders.id, filter.orderIds));
    if (filter.page) {
      const pageIds = handle
        .select({ id: orders.id })
        .from(orders)
        .where(and(...conditions))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(filter.page.limit)
        .offset(filter.page.offset);
      conditions.push(inArray(orders.id, pageIds));
    }
    const rows = await handle
      .select({
        order: orders,
        user: {
          id: users.id,
          name: users.name,
          email: users.email,
          phoneNumber: users.phoneNumber,
        },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(...conditions))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    if (rows.length === 0) return [];
    const items = await handle
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.order.id),
        ),
      )
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
    const plans = await planIdsOfOrders(
      handle,
      rows.filter((row) => row.order.source === 'auto_replace').map((row) => row.order.id),
    );
    return rows.map((row) => ({
      ...row,
      items: items.filter((item) => item.orderId === row.order.id),
      planIds: plans.get(row.order.id) ?? [],
    }));
  },
};

export type OrderWithItems = Awaited<ReturnType<typeof ordersRepository.list>>[number];
