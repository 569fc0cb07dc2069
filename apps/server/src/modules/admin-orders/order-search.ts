import {
  ADMIN_SEARCH_TOTAL_CAP,
  ADMIN_TOTAL_CAP,
  type AdminOrdersQuery,
  shopDayRange,
} from '@shop/contract';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';

/** `q` as a literal ILIKE pattern piece: % and _ typed by the admin match themselves. */
export function likeText(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The digits of a phone typed in any format ('(200) 000-1234'); searched from 3 on. */
export function phoneDigitsOf(q: string): string | undefined {
  const digits = q.replace(/\D/g, '');
  return digits.length >= 3 ? digits : undefined;
}

/**
 * The order ids whose text starts with `prefix` ('1f3a', '1f3a9c2e-0b'), as a range of the
 * primary key: every id from the prefix padded with 0s to it padded with fs. Undefined when no
 * id can start so.
 */
export function idPrefixRange(prefix: string): { from: string; to: string } | undefined {
  const shape = '00000000-0000-0000-0000-000000000000';
  if (prefix.length > shape.length) return undefined;
  for (let i = 0; i < prefix.length; i += 1) {
    const dash = shape[i] === '-';
    if (dash ? prefix[i] !== '-' : !/[0-9a-f]/.test(prefix[i] ?? '')) return undefined;
  }
  const rest = shape.slice(prefix.length);
  return { from: prefix + rest, to: prefix + rest.replace(/0/g, 'f') };
}

/** How far a list of orders counts its matches: a search stops sooner (decision 056). */
export function orderTotalCap(query: Pick<AdminOrdersQuery, 'q'>): number {
  return query.q ? ADMIN_SEARCH_TOTAL_CAP : ADMIN_TOTAL_CAP;
}

/**
 * What an admin can type in the order search: part of the customer's name or e-mail, their
 * phone in any format (digits compared), the order number ('#1001' or '1001') or the start of
 * the order id. One condition on `orders` per lookup, each served by an index: the customer's,
 * the order number's, the primary key's range. Undefined when `q` matches every order ('#').
 *
 * The customer's lookup is an EXISTS, so the planner can go either way (decision 056): from the
 * few customers a rare fragment matches (trigram indexes on name, e-mail and digits-only phone)
 * to their orders by user, or, when a common surname matches thousands, down the orders newest
 * first, checking each one's customer by key until the page is full.
 */
export function searchBranches(q: string): SQL[] | undefined {
  const reference = q.replace(/^#/, '').toLowerCase();
  if (reference === '') return undefined;
  const like = `%${likeText(q)}%`;
  const digits = phoneDigitsOf(q);
  const customer = [sql`u.name ilike ${like}`, sql`u.email ilike ${like}`];
  if (digits) customer.push(sql`u.phone_digits like ${`%${digits}%`}`);
  const branches = [
    sql`exists (select 1 from users u where u.id = ${orders.userId} and (${sql.join(customer, sql` or `)}))`,
  ];
  // Capped so a long digit string is never outside the integer column's range.
  if (/^#?\d{1,9}$/.test(q)) branches.push(eq(orders.orderNumber, Number(reference)));
  const range = idPrefixRange(reference);
  if (range) {
    branches.push(sql`${orders.id} between ${range.from}::uuid and ${range.to}::uuid`);
  }
  return branches;
}

/** The search as one condition: the UNION of its lookups' orders. */
function matchesText(q: string): SQL | undefined {
  const branches = searchBranches(q);
  if (!branches) return undefined;
  const found = branches.map((branch) => sql`select id from orders where ${branch}`);
  return sql`${orders.id} in (${sql.join(found, sql` union `)})`;
}

/** Which orders GET /admin/orders and /admin/orders.csv want, days read in the shop's zone. */
export type OrderFilter = Omit<AdminOrdersQuery, 'page' | 'pageSize' | 'after'>;

/** The status and day conditions of `query`, without its search. */
export function orderConditions(query: OrderFilter, timeZone: string): SQL | undefined {
  const { status, source, from, to } = query;
  return orderFilter({ status, source, from, to }, timeZone);
}

/**
 * The WHERE of GET /admin/orders and /admin/orders.csv over `orders` alone (the customer's
 * columns are reached through the search's lookups): `from` and `to` are shop days, midnight
 * to midnight in `timeZone` (SHOP_TIMEZONE).
 */
export function orderFilter(query: OrderFilter, timeZone: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(matchesText(query.q));
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.source) conditions.push(eq(orders.source, query.source));
  if (query.from) conditions.push(gte(orders.createdAt, shopDayRange(query.from, timeZone).start));
  if (query.to) conditions.push(lt(orders.createdAt, shopDayRange(query.to, timeZone).end));
  return and(...conditions);
}
