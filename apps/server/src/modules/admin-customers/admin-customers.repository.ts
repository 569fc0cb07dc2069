import { ADMIN_TOTAL_CAP, type AdminCustomersQuery } from '@shop/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders, outbox, trackedParts, trackedProducts, users } from '../../db/schema/index.ts';
import { likeText, phoneDigitsOf } from '../admin-orders/order-search.ts';

// Drizzle leaves columns unqualified in a one-table select, so the subqueries name theirs.
const orderCount = sql<number>`(select count(*)::int from orders o where o.user_id = "users"."id")`;
// What they paid less what was given back, in cents.
const lifetimeCents = sql<number>`(
  (select coalesce(sum(o.total_cents), 0) from orders o where o.user_id = "users"."id")
  - (select coalesce(sum(r.amount_cents), 0) from order_refunds r
     join orders o on o.id = r.order_id where o.user_id = "users"."id")
)::int`;

/**
 * Customers whose name or e-mail holds `q`, or whose phone holds its digits (typed in any
 * format), in one pass over users: PostgreSQL ORs the trigram indexes' bitmaps for a rare
 * fragment, and for a common one (a surname's first letters) walks the newest customers until it
 * has a page. The UNION of three lookups it replaced (decision 051's form, which the order
 * search keeps for its joins) read the matches twice and every customer's (created_at, id) entry:
 * 113-204 ms p95 at 200,000 customers (bench/README.md, issue 40.24).
 */
function customerFilter(q: string | undefined): SQL | undefined {
  const customersOnly = eq(users.role, 'user');
  if (!q) return customersOnly;
  const like = `%${likeText(q)}%`;
  const digits = phoneDigitsOf(q);
  return and(
    customersOnly,
    or(
      ilike(users.name, like),
      ilike(users.email, like),
      digits ? sql`${users.phoneDigits} like ${`%${digits}%`}` : undefined,
    ),
  );
}

/** Back-office customer queries. */
export const adminCustomersRepository = {
  /**
   * One page of customers, newest first, and how many match (counted up to one past the cap):
   * the page's ids come from users_customers_created_idx alone, then only they are read.
   */
  async search(db: Database, query: AdminCustomersQuery) {
    const where = customerFilter(query.q);
    const pageIds = db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const rows = await db
      .select({ user: users, orderCount, lifetimeCents })
      .from(users)
      .where(inArray(users.id, pageIds))
      .orderBy(desc(users.createdAt), desc(users.id));
    const counted = db
      .select({ one: sql`1` })
      .from(users)
      .where(where)
      .limit(ADMIN_TOTAL_CAP + 1)
      .as('counted');
    const [total] = await db.select({ value: count() }).from(counted);
    return { rows, counted: total?.value ?? 0 };
  },

  /** The customer alone: their page counts and sums the orders it reads anyway. */
  async find(db: Database, userId: string) {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, 'user')));
    return user;
  },

  /**
   * Only what the page shows of each order: a customer may have a thousand, and on PGlite
   * turning every column of every row into JS took most of the request (bench/README.md).
   */
  orders(db: Database, userId: string) {
    return db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
        createdAt: orders.createdAt,
        shippingStreet: orders.shippingStreet,
        shippingCity: orders.shippingCity,
        shippingState: orders.shippingState,
        shippingZip: orders.shippingZip,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt));
  },

  async tracked(db: Database, userId: string) {
    const systems = await db
      .select()
      .from(trackedProducts)
      .where(eq(trackedProducts.userId, userId))
      .orderBy(asc(trackedProducts.createdAt));
    if (systems.length === 0) return [];
    const parts = await db
      .select()
      .from(trackedParts)
      .where(
        inArray(
          trackedParts.trackedProductId,
          systems.map((system) => system.id),
        ),
      );
    return systems.map((system) => ({
      system,
      parts: parts.filter((part) => part.trackedProductId === system.id),
    }));
  },

  /** The newest messages the shop sent to their e-mail or phone. */
  messages(db: Database, to: string[], limit = 50) {
    if (to.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(outbox)
      .where(inArray(outbox.to, to))
      .orderBy(desc(outbox.createdAt))
      .limit(limit);
  },
};

export type CustomerRow = Awaited<
  ReturnType<typeof adminCustomersRepository.search>
>['rows'][number];
