import type { AdminOrdersQuery } from '@shop/contract';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { orderEvents, orderItems, orderRefunds, orders, users } from '../../db/schema/index.ts';
import { orderFilter } from './order-search.ts';

const customer = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
};

const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

/** Back-office order queries; each takes the database or a transaction. */
export const adminOrdersRepository = {
  /** One page of matching orders, newest first, and how many match in all. */
  async search(handle: Database, query: AdminOrdersQuery, limit = query.pageSize) {
    const where = orderFilter(query);
    const rows = await handle
      .select({ order: orders, customer, itemCount })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((query.page - 1) * query.pageSize);
    const [total] = await handle
      .select({ value: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where);
    return { rows, total: total?.value ?? 0 };
  },

  /** The order row, locked until the transaction ends: admin actions on it take turns. */
  async lock(handle: Database, orderId: string) {
    const [row] = await handle.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  },

  async detail(handle: Database, orderId: string) {
    const [head] = await handle
      .select({ order: orders, customer })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!head) return null;
    const actor = alias(users, 'actor');
    const [lines, events, refunds] = await Promise.all([
      handle
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
      handle
        .select({ event: orderEvents, actor: { id: actor.id, name: actor.name } })
        .from(orderEvents)
        .leftJoin(actor, eq(actor.id, orderEvents.actorId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
      this.refunds(handle, orderId),
    ]);
    return { ...head, lines, events, refunds };
  },

  refunds(handle: Database, orderId: string) {
    return handle.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  },

  lines(handle: Database, orderId: string) {
    return handle.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  },
};

export type AdminOrderDetail = NonNullable<
  Awaited<ReturnType<typeof adminOrdersRepository.detail>>
>;
export type AdminOrderSearchRow = Awaited<
  ReturnType<typeof adminOrdersRepository.search>
>['rows'][number];
