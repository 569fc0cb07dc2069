import type { OrderSource, ReturnStatus } from '@shop/contract';
import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  orderItems,
  orders,
  products,
  returnLines,
  returns,
  trackedParts,
  trackedProducts,
  users,
} from '../../db/schema/index.ts';

export type ReturnRow = typeof returns.$inferSelect;

const lineColumns = {
  id: returnLines.id,
  returnId: returnLines.returnId,
  orderItemId: returnLines.orderItemId,
  quantity: returnLines.quantity,
  resellable: returnLines.resellable,
  productId: orderItems.productId,
  name: orderItems.name,
  priceCents: orderItems.priceCents,
};
export type ReturnLineRow = {
  id: string;
  returnId: string;
  orderItemId: string;
  quantity: number;
  resellable: boolean | null;
  productId: string;
  name: string;
  priceCents: number;
};

export interface ReturnDetail {
  row: ReturnRow;
  orderNumber: number;
  orderSource: OrderSource;
  lines: ReturnLineRow[];
  exchangeName: string | null;
  customer: { id: string; name: string; email: string | null; phoneNumber: string | null };
}

const headColumns = {
  row: returns,
  orderNumber: orders.orderNumber,
  orderSource: orders.source,
  exchangeName: products.name,
  customer: { id: users.id, name: users.name, email: users.email, phoneNumber: users.phoneNumber },
};

/** Drizzle queries of returns; every function takes the database or a transaction. */
export const returnsRepository = {
  /** The customer's own order, locked so two returns of it take turns; undefined for another's. */
  async lockOwnOrder(tx: Database, userId: string, orderId: string) {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    return row;
  },

  ownOrder(handle: Database, userId: string, orderId: string) {
    return handle
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .then((rows) => rows[0]);
  },

  orderLines(handle: Database, orderId: string) {
    return handle.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  },

  /** Units of each order line already in a return that was not rejected. */
  async returnedByLine(handle: Database, orderId: string): Promise<Map<string, number>> {
    const rows = await handle
      .select({
        orderItemId: returnLines.orderItemId,
        units: sql<number>`sum(${returnLines.quantity})::int`,
      })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .where(and(eq(returns.orderId, orderId), ne(returns.status, 'rejected')))
      .groupBy(returnLines.orderItemId);
    return new Map(rows.map((row) => [row.orderItemId, Number(row.units)]));
  },

  /** Parts that fit the customer's tracked systems, in stock and still sold. */
  fittingParts(handle: Database, userId: string) {
    return handle
      .selectDistinct({ id: products.id, name: products.name, priceCents: products.priceCents })
      .from(trackedParts)
      .innerJoin(trackedProducts, eq(trackedProducts.id, trackedParts.trackedProductId))
      .innerJoin(products, eq(products.id, trackedParts.partProductId))
      .where(
        and(
          eq(trackedProducts.userId, userId),
          isNull(products.deletedAt),
          sql`${products.stock} > 0`,
        ),
      )
      .orderBy(products.name);
  },

  async insert(
    tx: Database,
    values: typeof returns.$inferInsert,
    lines: { orderItemId: string; quantity: number }[],
  ) {
    const [row] = await tx.insert(returns).values(values).returning({ id: returns.id });
    if (!row) throw new Error('return was not inserted');
    await tx.insert(returnLines).values(lines.map((line) => ({ ...line, returnId: row.id })));
    return row.id;
  },

  /** The customer's return of this order still waiting for its difference to be charged. */
  async unpaidOf(tx: Database, userId: string, orderId: string) {
    const [row] = await tx
      .select()
      .from(returns)
      .where(
        and(
          eq(returns.userId, userId),
          eq(returns.orderId, orderId),
          eq(returns.status, 'new'),
          sql`${returns.differenceCents} > 0`,
          isNull(returns.differencePaymentIntentId),
        ),
      );
    return row;
  },

  async lock(tx: Database, id: string) {
    const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
    return row;
  },

  async update(tx: Database, id: string, values: Partial<typeof returns.$inferInsert>) {
    await tx.update(returns).set(values).where(eq(returns.id, id));
  },

  async markLines(tx: Database, conditions: { lineId: string; resellable: boolean }[]) {
    for (const { lineId, resellable } of conditions) {
      await tx.update(returnLines).set({ resellable }).where(eq(returnLines.id, lineId));
    }
  },

  linesOf(handle: Database, returnIds: string[]): Promise<ReturnLineRow[]> {
    if (returnIds.length === 0) return Promise.resolve([]);
    return handle
      .select(lineColumns)
      .from(returnLines)
      .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
      .where(inArray(returnLines.returnId, returnIds))
      .orderBy(orderItems.name);
  },

  /** Returns with their order number, lines, exchange part and customer, newest first. */
  async details(
    handle: Database,
    where: SQL | undefined,
    page?: { limit: number; offset: number },
  ): Promise<ReturnDetail[]> {
    const query = handle
      .select(headColumns)
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .innerJoin(users, eq(users.id, returns.userId))
      .leftJoin(products, eq(products.id, returns.exchangeProductId))
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.id));
    const heads = page ? await query.limit(page.limit).offset(page.offset) : await query;
    const lines = await this.linesOf(
      handle,
      heads.map((head) => head.row.id),
    );
    return heads.map((head) => ({
      ...head,
      lines: lines.filter((line) => line.returnId === head.row.id),
    }));
  },

  byId: (id: string) => eq(returns.id, id),
  byUser: (userId: string) => eq(returns.userId, userId),
  byOrder: (orderId: string) => eq(returns.orderId, orderId),

  /** The desk's filter: a state, an order, both or neither. */
  deskFilter: (status: ReturnStatus | undefined, orderId: string | undefined) =>
    and(
      status ? eq(returns.status, status) : undefined,
      orderId ? eq(returns.orderId, orderId) : undefined,
    ),

  async count(handle: Database, where: SQL | undefined, cap: number) {
    const inner = handle
      .select({ id: returns.id })
      .from(returns)
      .where(where)
      .limit(cap + 1)
      .as('capped');
    const [row] = await handle.select({ n: sql<number>`count(*)::int` }).from(inner);
    return Number(row?.n ?? 0);
  },
};
