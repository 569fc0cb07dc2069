import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password.ts';
import { apiCaller } from '../../modules/auth/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fillScaleShop, SCALE_CUSTOMER_PASSWORD } from './scale-fill.ts';
import { parseScaleSizes } from './scale-sizes.ts';

let t: TestApp;
const sizes = parseScaleSizes(
  [
    '--orders',
    '1200',
    '--customers',
    '300',
    '--products',
    '60',
    '--systems',
    '200',
    '--parts',
    '2000',
    '--messages',
    '500',
  ],
  true,
  '2026-11-26',
);

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await t.db.execute(query);
  return (result as unknown as { rows: T[] }).rows[0] as T;
}

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword(SCALE_CUSTOMER_PASSWORD);
  // One transaction = one session: the steps share temporary tables.
  await t.db.transaction((tx) =>
    fillScaleShop((statement) => tx.execute(sql.raw(statement)), sizes, passwordHash),
  );
}, 120_000);
afterAll(() => t.close());

describe('seed:scale', () => {
  it('reads its sizes from flags, a tenth of the defaults on the embedded database', () => {
    expect(parseScaleSizes([], false, '2026-11-26')).toMatchObject({
      orders: 1_000_000,
      customers: 200_000,
      parts: 1_000_000,
      messages: 2_000_000,
    });
    expect(parseScaleSizes([], true, '2026-11-26').orders).toBe(100_000);
    expect(() => parseScaleSizes(['--orders=-1'], true, '2026-11-26')).toThrow(/whole number/);
    expect(() => parseScaleSizes(['--customers', '1'], true, '2026-11-26')).toThrow(/customers/);
  });

  it('makes orders whose lines and totals add up, newest with the highest number', async () => {
    const counts = await one<{ orders: number; bad: number; out_of_order: number }>(sql`
      select count(*)::int as orders,
        count(*) filter (where subtotal_cents <> (select sum(price_cents * quantity)
          from order_items where order_id = o.id)
          or total_cents <> subtotal_cents - discount_cents + shipping_cents + tax_cents)::int as bad,
        count(*) filter (where exists (select 1 from orders later
          where later.order_number > o.order_number and later.created_at < o.created_at))::int
          as out_of_order
      from orders o`);
    expect(counts).toEqual({ orders: 1200, bad: 0, out_of_order: 0 });
  });

  it('issue 28: leaves the sales rollup equal to its orders and their refunds', async () => {
    const sums = (from: string) =>
      sql.raw(`
      select sum(orders)::int as orders, sum(cancelled)::int as cancelled,
        sum(gross_cents)::bigint::text as gross, sum(refund_cents)::bigint::text as refunds
      from ${from}`);
    const rollup = await one(sums('sales_rollup'));
    const fromOrders = await one(
      sums(`(select 1 as orders, (status = 'Cancelled')::int as cancelled,
        case when status = 'Cancelled' then 0 else total_cents end as gross_cents,
        case when status = 'Cancelled' then 0 else (select coalesce(sum(amount_cents), 0)
          from order_refunds where order_id = o.id) end as refund_cents from orders o) as each`),
    );
    expect(rollup).toEqual(fromOrders);
    expect(rollup).toMatchObject({ orders: 1200 });
    expect(Number((rollup as { refunds: string }).refunds)).toBeGreaterThan(0);
  });

  it('makes customers who sign in by e-mail or phone, customer 1 with 1,000 orders', async () => {
    const call = apiCaller(t);
    const people = await one<{ email: string; phone: string }>(sql`
      select (select email from users where email like '%@example.com' limit 1) as email,
        (select phone_number from users where phone_number like '+1%' limit 1) as phone`);
    for (const credential of [people.email, people.phone]) {
      const login = await call('POST', '/auth/login', {
        body: { credential, password: SCALE_CUSTOMER_PASSWORD },
      });
      expect(login.body).toMatchObject({ success: true });
    }
    const heavy = await one<{ orders: number }>(sql`select max(n)::int as orders
      from (select count(*) as n from orders group by user_id) as per_customer`);
    expect(heavy.orders).toBe(1000);
  });

  it('makes tracked parts due over two years, about 3% of them on the due day', async () => {
    const due = await one<{ parts: number; today: number; latest: string }>(sql`
      select count(*)::int as parts,
        count(*) filter (where ((installed_at at time zone 'UTC')
          + make_interval(months => initial_lifespan_months))::date = '2026-11-26')::int as today,
        max(((installed_at at time zone 'UTC')
          + make_interval(months => initial_lifespan_months))::date)::text as latest
      from tracked_parts`);
    expect(due.parts).toBe(sizes.parts);
    expect(due.today / due.parts).toBeGreaterThan(0.015);
    expect(due.today / due.parts).toBeLessThan(0.06);
    expect(due.latest > '2028-10-01').toBe(true);
  });
});
