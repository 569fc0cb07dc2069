import type { AdminOrdersQuery } from '@shop/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import {
  orderEvents,
  orderItems,
  orderRefunds,
  orders,
  products,
  users,
} from '../../db/schema/index.ts';
import { planIdsOfOrders } from '../orders/order-plans.ts';
import {
  type OrderFilter,
  orderConditions,
  orderFilter,
  orderTotalCap,
  searchBranches,
} from './order-search.ts';

const customer = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
};

const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

/** Back-office order queries; each takes the database or a transaction. */
export const adminOrdersRepository = {
  /**
   * One page of matching orders, newest first, and how many match (counted up to one past
   * orderTotalCap). The page's ids and times come first from an index alone ((created_at,
   * id), (status, created_at, id), or for a search each lookup's own, newest first and no more
   * than the page needs), so page 5,000 skips index entries, not rows; then only those orders
   * are read with their customer. With `after`, the page is the orders older than that one
   * (keyset) instead.
   */
  async search(handle: Database, query: AdminOrdersQuery, timeZone: string) {
    const olderThan = query.after
      ? sql`(${orders.createdAt}, ${orders.id}) < (select created_at, id from orders where id = ${query.after}::uuid)`
      : undefined;
    const conditions = and(orderConditions(query, timeZone), olderThan);
    const offset = query.after ? 0 : (query.page - 1) * query.pageSize;
    const branches = query.q ? searchBranches(query.q) : undefined;
    const pageIds = branches
      ? sql`select id from (${sql.join(
          branches.map(
            (branch) => sql`(select id, created_at from orders where ${and(branch, conditions)}
              order by created_at desc, id desc limit ${offset + query.pageSize})`,
          ),
          sql` union `,
        )}) found order by created_at desc, id desc limit ${query.pageSize} offset ${offset}`
      : sql`select id from orders where ${conditions ?? sql`true`}
          order by created_at desc, id desc limit ${query.pageSize} offset ${offset}`;
    const rows = await handle
      .select({ order: orders, customer, itemCount })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(sql`${orders.id} in (${pageIds})`)
      .orderBy(desc(orders.createdAt), desc(orders.id));
    // Each lookup counts at most one past the cap, so a common name costs what the cap does.
    const filters = orderConditions(query, timeZone);
    const matching = (branch: SQL | undefined) =>
      sql`(select id from orders where ${and(branch, filters) ?? sql`true`} limit ${orderTotalCap(query) + 1})`;
    const counted = sql.join((branches ?? [undefined]).map(matching), sql` union `);
    const [total] = await handle.select({ value: count() }).from(sql`(${counted}) counted`);
    return { rows, counted: total?.value ?? 0 };
  },

  /**
   * The lines of the next `limit` matching orders, newest first, after the order `afterId`
   * (keyset: the export reads every order in batches of bounded size, however many there are),
   * each with its order, customer and SKU, in one statement and without mapping to objects: the
   * export's cost is per row. An order without lines still gives one row, its line fields null.
   */
  async exportLines(
    handle: Database,
    filter: OrderFilter,
    timeZone: string,
    afterId: string | null,
    limit: number,
  ): Promise<AdminOrderExportLine[]> {
    // The last order's own timestamp, read by its key: a JavaScript Date keeps milliseconds and
    // PostgreSQL microseconds, so orders within the millisecond were skipped or read twice.
    const olderThan = afterId
      ? sql`(${orders.createdAt}, ${orders.id}) < ((select o.created_at from orders o where o.id = ${afterId}::uuid), ${afterId}::uuid)`
      : undefined;
    const result = await handle.execute(sql`
      with batch as (
        select * from orders where ${and(orderFilter(filter, timeZone), olderThan) ?? sql`true`}
        order by created_at desc, id desc limit ${limit}
      )
      select b.id as "orderId", b.order_number as "orderNumber",
        to_char(b.created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI') as "placed",
        b.status, u.name, u.email, u.phone_number as "phone", b.shipping_street as "street",
        b.shipping_city as "city", b.shipping_state as "state", b.shipping_zip as "zip",
        b.subtotal_cents as "subtotalCents", b.discount_cents as "discountCents",
        b.discount_code as "discountCode", b.shipping_cents as "shippingCents",
        b.tax_cents as "taxCents", b.total_cents as "totalCents",
        b.refunded_cents as "refundedCents",
        line.sku, line.name as "item", line.quantity, line.price_cents as "priceCents"
      from batch b
      join users u on u.id = b.user_id
      left join lateral (
        select p.sku, i.name, i.quantity, i.price_cents, i.created_at, i.id
        from order_items i join products p on p.id = i.product_id
        where i.order_id = b.id
      ) line on true
      order by b.created_at desc, b.id desc, line.created_at, line.id`);
    return (result as unknown as { rows: AdminOrderExportLine[] }).rows;
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
        .select({ line: orderItems, sku: products.sku })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
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
    const plans = await planIdsOfOrders(
      handle,
      head.order.source === 'auto_replace' ? [orderId] : [],
    );
    return {
      ...head,
      planIds: plans.get(orderId) ?? [],
      lines: lines.map(({ line, sku }) => ({ ...line, sku })),
      events,
      refunds,
    };
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
/** One row of the export: a line item with its order and customer (line fields null: none). */
export interface AdminOrderExportLine {
  orderId: string;
  orderNumber: number;
  /** '2026-11-26 18:05' on the shop's wall clock */
  placed: string;
  status: string;
  name: string;
  email: string | null;
  phone: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string;
  subtotalCents: number;
  discountCents: number;
  discountCode: string | null;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  refundedCents: number;
  sku: string | null;
  item: string | null;
  quantity: number | null;
  priceCents: number | null;
}
