import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password.ts';
import { apiCaller } from '../../modules/auth/auth-test-helpers.ts';
import { planApi } from '../../modules/subscriptions/plan-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import {
  fillScaleShop,
  refuseFilledTables,
  SCALE_CUSTOMER_PASSWORD,
  selectSteps,
} from './scale-fill.ts';
import { parseScaleOptions, parseScaleSizes } from './scale-sizes.ts';

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
    '--plans',
    '120',
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
  const context = { passwordHash, leadDays: t.config.autoReplaceLeadDays };
  await t.db.transaction((tx) =>
    fillScaleShop((statement) => tx.execute(sql.raw(statement)), sizes, context),
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
    expect(parseScaleSizes([], false, '2026-11-26').plans).toBe(20_000);
    expect(parseScaleSizes([], true, '2026-11-26').plans).toBe(2_000);
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

describe('seed:scale plans (issue 28: 20,000 auto-replace plans)', () => {
  const dueDay = '2026-11-26';
  const count = async (statement: string) => (await one<{ n: number }>(sql.raw(statement))).n;

  it('adds steps to a filled shop with --only, never twice, never without their needs', async () => {
    const options = parseScaleOptions(['--only', 'cards,plans'], false, dueDay);
    expect(options).toMatchObject({ only: ['cards', 'plans'], dueDayGiven: false });
    expect(selectSteps(options.only).map((step) => step.name)).toEqual([
      'cards',
      'plans',
      'statistics',
    ]);
    expect(() => selectSteps(['plans'])).toThrow(/plans step needs cards/);
    expect(() => selectSteps(['cards', 'bogus'])).toThrow(/--only takes steps among/);
    await expect(refuseFilledTables(count, selectSteps(['cards', 'plans']))).rejects.toThrow(
      /payment_methods, subscriptions, subscription_cycles, subscription_events already hold rows/,
    );
  });

  it('makes the plans mostly active, a quarter of them charged on the due day', async () => {
    const plans = await one<Record<string, number>>(sql`
      select count(*)::int as plans,
        count(*) filter (where status = 'active')::int as active,
        count(*) filter (where status = 'paused')::int as paused,
        count(*) filter (where status = 'payment_failed')::int as failing,
        count(*) filter (where status = 'cancelled')::int as cancelled,
        count(*) filter (where status = 'active' and next_charge_on = ${dueDay})::int as due,
        count(*) filter (where status = 'active' and next_charge_on < ${dueDay})::int as overdue,
        count(*) filter (where quantity not in (1, 2))::int as odd_quantities,
        (select count(*)::int from subscription_cycles
          where state = 'retrying' and next_retry_at > ${`${dueDay}T23:59:59Z`}) as retrying_later
      from subscriptions`);
    expect(plans).toMatchObject({
      plans: 120,
      due: 30,
      overdue: 0,
      failing: 4,
      retrying_later: 4,
      odd_quantities: 0,
    });
    expect(plans.active).toBeGreaterThan(60);
    expect(plans.paused).toBeGreaterThan(0);
    expect(plans.cancelled).toBeGreaterThan(0);
  });

  it("puts each plan on its customer's own part, product and default test card", async () => {
    const wrong = await one<Record<string, number>>(sql`
      select count(*)::int as plans,
        count(*) filter (where sys.user_id <> s.user_id)::int as foreign_parts,
        count(*) filter (where tp.part_product_id <> s.product_id or p.deleted_at is not null)::int
          as unsold_products,
        count(*) filter (where card.user_id <> s.user_id or not card.is_default
          or card.provider <> 'test' or card.processor_ref not like 'test_pm_%'
          or card.test_card_kind <> 'succeeds')::int as foreign_cards,
        count(*) filter (where s.next_due_on <> greatest(((tp.installed_at at time zone 'UTC')
          + make_interval(months => tp.initial_lifespan_months))::date,
          (tp.snoozed_until at time zone 'UTC')::date))::int as off_their_part,
        (count(*) - count(distinct s.tracked_part_id))::int as shared_parts,
        (select count(*)::int from payment_methods)
          - (select count(distinct user_id)::int from subscriptions) as cards_without_plans
      from subscriptions s
      join tracked_parts tp on tp.id = s.tracked_part_id
      join tracked_products sys on sys.id = tp.tracked_product_id
      join products p on p.id = s.product_id
      join payment_methods card on card.id = s.payment_method_id`);
    expect(wrong).toEqual({
      plans: 120,
      foreign_parts: 0,
      unsold_products: 0,
      foreign_cards: 0,
      off_their_part: 0,
      shared_parts: 0,
      cards_without_plans: 0,
    });
  });

  it("lists them for the owner with the customer's card on the plan's page", async () => {
    const admin = await createTestUser(t.app, t.db, { role: 'admin' });
    const { call } = planApi(t.app);
    const list = (await call('GET', '/admin/subscriptions?status=payment_failed', admin)).json();
    expect(list.data).toMatchObject({ total: 4, totalIsCapped: false });
    const page = (
      await call('GET', `/admin/subscriptions/${list.data.items[0]._id}`, admin)
    ).json();
    expect(page.data).toMatchObject({
      status: 'payment_failed',
      discountPercent: 10,
      card: { brand: expect.any(String), last4: expect.stringMatching(/^\d{4}$/) },
      pending: { reason: 'insufficient_funds', attempts: 2, nextRetryOn: '2026-11-27' },
    });
    expect(page.data.events.map((event: { kind: string }) => event.kind)).toEqual([
      'payment_failed',
      'created',
    ]);
  });

  it('finds plans by customer name, e-mail, phone as typed or product, newest first', async () => {
    const admin = await createTestUser(t.app, t.db, { role: 'admin' });
    const { call } = planApi(t.app);
    const sample = await one<{ email: string; phone: string; product: string; name: string }>(sql`
      select (select u.email from subscriptions s join users u on u.id = s.user_id
                where u.email is not null order by s.id limit 1) as email,
             (select u.phone_number from subscriptions s join users u on u.id = s.user_id
                where u.phone_number like '+1%' order by s.id limit 1) as phone,
             (select p.name from subscriptions s join products p on p.id = s.product_id
                order by s.id limit 1) as product,
             (select split_part(u.name, ' ', 2) from subscriptions s join users u on u.id = s.user_id
                order by s.id limit 1) as name`);
    const digits = sample.phone.slice(-10);
    const searches: Array<{ q: string; status?: string }> = [
      { q: sample.name.slice(1, 6) },
      { q: sample.email.split('@')[0] as string },
      { q: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` },
      { q: (sample.product.split(' ').slice(1, 3).join(' ') as string).toUpperCase() },
      { q: sample.name.slice(1, 6), status: 'active' },
    ];
    for (const search of searches) {
      const like = `%${search.q}%`;
      const phone = `%${search.q.replace(/\D/g, '')}%`;
      const expected = await t.db.execute(sql`
        select s.id from subscriptions s join users u on u.id = s.user_id
        join products p on p.id = s.product_id
        where (u.name ilike ${like} or u.email ilike ${like} or p.name ilike ${like}
          or (length(${phone}) >= 5 and u.phone_digits like ${phone}))
          and s.status = coalesce(${search.status ?? null}, s.status)
        order by s.created_at desc, s.id`);
      const ids = (expected as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
      const query = new URLSearchParams({ ...search, pageSize: '100' } as Record<string, string>);
      const answer = (await call('GET', `/admin/subscriptions?${query}`, admin)).json();
      expect(ids.length).toBeGreaterThan(0);
      expect(answer.data.total).toBe(ids.length);
      expect(answer.data.items.map((item: { _id: string }) => item._id)).toEqual(ids);
    }
    const all = await t.db.execute(sql`select id from subscriptions order by created_at desc, id`);
    const allIds = (all as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
    const deep = (await call('GET', '/admin/subscriptions?page=6&pageSize=20', admin)).json();
    expect(deep.data).toMatchObject({ total: 120, page: 6 });
    expect(deep.data.items.map((item: { _id: string }) => item._id)).toEqual(allIds.slice(100));
  });

  it('charges and orders exactly the due plans when the run is at the due day, a box per household', async () => {
    const admin = await createTestUser(t.app, t.db, { role: 'admin' });
    const due = await t.db.execute(sql`select id, user_id from subscriptions
      where status = 'active' and next_charge_on = ${dueDay} order by id`);
    const duePlans = (due as unknown as { rows: Array<{ id: string; user_id: string }> }).rows;
    expect(duePlans).toHaveLength(30);
    const run = await planApi(t.app).call('POST', '/admin/subscriptions/run', admin, {
      now: `${dueDay}T15:00:00.000Z`,
    });
    const tally = run.json().data;
    expect(tally).toMatchObject({ failed: 0, outOfStock: 0, skipped: 0 });
    // Plans of one household due within the box window share one order (decision 067).
    const ordered =
      await t.db.execute(sql`select c.subscription_id as id, o.user_id, o.id as order_id
      from subscription_cycles c join orders o on o.id = c.order_id
      where c.state = 'ordered' order by c.subscription_id`);
    const rows = (
      ordered as unknown as {
        rows: Array<{ id: string; user_id: string; order_id: string }>;
      }
    ).rows;
    const orderedPlans = new Set(rows.map((row) => row.id));
    for (const plan of duePlans) expect(orderedPlans.has(plan.id), plan.id).toBe(true);
    const orders = new Set(rows.map((row) => row.order_id));
    expect(tally.ordered).toBe(orders.size);
    expect(orders.size).toBeLessThanOrEqual(duePlans.length);
    for (const row of rows) {
      const sameOrder = rows.filter((other) => other.order_id === row.order_id);
      expect(new Set(sameOrder.map((other) => other.user_id)).size).toBe(1);
    }
    const after = await one<Record<string, number>>(sql`
      select count(*) filter (where status = 'active' and next_charge_on <= ${dueDay})::int as due,
        (select count(*)::int from subscription_cycles where state not in ('ordered', 'retrying'))
          as other_cycles
      from subscriptions`);
    expect(after).toEqual({ due: 0, other_cycles: 0 });
  });
});
