import { type AdminOrdersQuery, shopDayRange } from '@shop/contract';
import { and, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { orders, users } from '../../db/schema/index.ts';

/** `q` as a literal ILIKE pattern piece: % and _ typed by the admin match themselves. */
export function likeText(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * What an admin can type in the order search: part of the customer's name or e-mail, their
 * phone in any format (digits compared), the order number ('#1001' or '1001') or the start of
 * the order id.
 */
function matchesText(q: string): SQL | undefined {
  const like = `%${likeText(q)}%`;
  const digits = q.replace(/\D/g, '');
  const reference = q.replace(/^#/, '').toLowerCase();
  const matches: (SQL | undefined)[] = [
    ilike(users.name, like),
    ilike(users.email, like),
    sql`${orders.id}::text like ${`${likeText(reference)}%`}`,
  ];
  if (digits.length >= 3) {
    matches.push(
      sql`regexp_replace(coalesce(${users.phoneNumber}, ''), '\\D', '', 'g') like ${`%${digits}%`}`,
    );
  }
  // Capped so a long digit string is never outside the integer column's range.
  if (/^#?\d{1,9}$/.test(q)) matches.push(eq(orders.orderNumber, Number(reference)));
  return or(...matches);
}

/** Which orders GET /admin/orders and /admin/orders.csv want, days read in the shop's zone. */
export type OrderFilter = Omit<AdminOrdersQuery, 'page' | 'pageSize'>;

/**
 * The WHERE of GET /admin/orders and /admin/orders.csv (orders joined with their customer):
 * `from` and `to` are shop days, midnight to midnight in `timeZone` (SHOP_TIMEZONE).
 */
export function orderFilter(query: OrderFilter, timeZone: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(matchesText(query.q));
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.from) conditions.push(gte(orders.createdAt, shopDayRange(query.from, timeZone).start));
  if (query.to) conditions.push(lt(orders.createdAt, shopDayRange(query.to, timeZone).end));
  return and(...conditions);
}
