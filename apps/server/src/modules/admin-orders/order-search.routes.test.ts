import { ADMIN_SEARCH_TOTAL_CAP, ADMIN_TOTAL_CAP } from '@shop/contract';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api } from '../orders/commerce-fixtures.ts';
import { likeText } from './order-search.ts';

/**
 * The order search as it was before issue 28 (ILIKE over the joined customer, the phone's digits
 * by regexp_replace, the id's text by LIKE): what the indexed search must still find.
 */
function foundBefore(q: string): SQL | undefined {
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
  if (/^#?\d{1,9}$/.test(q)) matches.push(eq(orders.orderNumber, Number(reference)));
  return or(...matches);
}

describe('back-office lists at scale: indexed search, keyset pages, capped totals', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: TestUser;
  let someOrderId = '';

  /** `count` orders of `userId`, a second apart from `newest` back (ties when `every` > 1). */
  const insertOrders = (userId: string, count: number, newest: SQL, every = 1) =>
    t.db.execute(sql`
      insert into orders (user_id, subtotal_cents, total_cents, shipping_zip, payment_method, created_at)
      select ${userId}::uuid, 1000, 1000, '77433', 'Card',
        ${newest} - make_interval(secs => (n / ${every})::int)
      from generate_series(1, ${count}) as n`);

  const customer = async (values: { name: string; email?: string; phoneNumber?: string }) => {
    const [row] = await t.db
      .insert(users)
      .values({ ...values, passwordHash: 'unused' })
      .returning({ id: users.id });
    if (!row) throw new Error('no user');
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    admin = await createTestUser(t.app, t.db, { role: 'admin', name: 'Olive Owner' });
    const tricky = [
      { name: '100% Pure Water Co', email: 'pure@example.com' },
      { name: 'Under_Score Ltd', email: 'under_score@example.com' },
      { name: "Rory O'Brien", email: 'rory.obrien@example.com' },
      { name: 'Back\\Slash Bev', email: 'back.slash@example.net' },
      { name: 'Quinn "Q" Quotes', phoneNumber: '+12000001234' },
      { name: 'Dana Dashes', phoneNumber: '(200) 000-1234 x9' },
      { name: 'Omar Zero', phoneNumber: '02000005678' },
      { name: 'Alice Adams', email: 'alice.adams@example.org' },
    ];
    for (const [i, values] of tricky.entries()) {
      await insertOrders(await customer(values), 2, sql`now() - make_interval(days => ${i + 1})`);
    }
    const [first] = await t.db.select({ id: orders.id }).from(orders).limit(1);
    someOrderId = first?.id ?? '';
    await t.db.execute(sql`update orders set status = 'Shipped' where order_number % 3 = 0`);
  });
  afterAll(() => t.close());

  const get = async (path: string) => {
    const response = await client.call('GET', path, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('finds exactly the orders the search found before, whatever is typed', async () => {
    const typed = [
      '%',
      '_',
      '100%',
      'under_score',
      "'",
      "o'brien",
      '\\',
      'back\\slash',
      '"Q"',
      '(200) 000-1234',
      '+1 200 000 1234',
      '2000001234',
      '000-12',
      '12',
      '#1001',
      '1001',
      '#',
      'ALICE',
      'example.',
      someOrderId.slice(0, 8),
      someOrderId.slice(0, 11).toUpperCase(),
      `#${someOrderId}`,
      'nobody-at-all',
    ];
    for (const q of typed) {
      for (const status of [undefined, 'Shipped'] as const) {
        const before = await t.db
          .select({ id: orders.id })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(and(foundBefore(q), status ? eq(orders.status, status) : undefined))
          .orderBy(desc(orders.createdAt), desc(orders.id));
        const filter = status ? `&status=${status}` : '';
        const now = await get(`/admin/orders?pageSize=100&q=${encodeURIComponent(q)}${filter}`);
        expect(
          now.items.map((order: { _id: string }) => order._id),
          `${q} ${filter}`,
        ).toEqual(before.map((row) => row.id));
        expect(now.total, q).toBe(before.length);
      }
    }
  });

  it('finds a customer by a phone typed in any format, and by fragments with % and _', async () => {
    const names = async (q: string) =>
      (await get(`/admin/customers?q=${encodeURIComponent(q)}`)).items
        .map((row: { name: string }) => row.name)
        .sort();
    expect(await names('(200) 000-1234')).toEqual(['Dana Dashes', 'Quinn "Q" Quotes']);
    expect(await names('+1 200 000 1234')).toEqual(['Quinn "Q" Quotes']);
    expect(await names('200-000-5678')).toEqual(['Omar Zero']);
    expect(await names('100%')).toEqual(['100% Pure Water Co']);
    expect(await names('d_s')).toEqual([]);
    expect(await names('back\\')).toEqual(['Back\\Slash Bev']);
  });

  it('walks every order exactly once by `after` while new orders arrive between pages', async () => {
    const walker = await customer({ name: 'Walker Keyset', email: 'walker@example.com' });
    // Three orders to each second: the id breaks the ties.
    await insertOrders(walker, 45, sql`now() - interval '1 hour'`, 3);
    const q = 'walker@example.com';
    const all = await get(`/admin/orders?pageSize=100&q=${q}`);
    expect(all.total).toBe(45);

    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages += 1) {
      const page = await get(`/admin/orders?pageSize=10&q=${q}${after ? `&after=${after}` : ''}`);
      seen.push(...page.items.map((order: { _id: string }) => order._id));
      after = page.nextAfter;
      if (!after) break;
      // Someone orders meanwhile: newer than every page read, so on none of the next ones.
      await insertOrders(walker, 3, sql`now()`);
    }
    expect(seen).toEqual(all.items.map((order: { _id: string }) => order._id));
    expect(new Set(seen).size).toBe(45);
  });

  it('reads page 3 as the 21st to 30th newest, and an unknown `after` as no more orders', async () => {
    const all = await get('/admin/orders?pageSize=100');
    const third = await get('/admin/orders?pageSize=10&page=3');
    expect(third.items).toEqual(all.items.slice(20, 30));
    expect(third).toMatchObject({ page: 3, pageSize: 10, totalIsCapped: false });
    const none = await get('/admin/orders?after=00000000-0000-4000-8000-000000000000');
    expect(none.items).toEqual([]);
    expect((await client.call('GET', '/admin/orders?after=1%27', admin)).statusCode).toBe(400);
  });

  it('counts up to the cap, then says "10,000+" as a capped total ("1,000+" for a search)', async () => {
    const bulk = await customer({ name: 'Bulk Buyer', email: 'bulk@example.com' });
    await insertOrders(bulk, ADMIN_TOTAL_CAP + 1, sql`now() - interval '1 day'`);
    const list = await get('/admin/orders');
    expect(list).toMatchObject({ total: ADMIN_TOTAL_CAP, totalIsCapped: true });
    expect(list.items).toHaveLength(20);
    const deep = await get('/admin/orders?page=500');
    expect(deep.items).toHaveLength(20);
    expect(await get('/admin/orders?q=Alice')).toMatchObject({ total: 2, totalIsCapped: false });
    // A search counts no further than "1,000+", and its pages are still full.
    const searched = await get('/admin/orders?q=bulk%40example');
    expect(searched).toMatchObject({ total: ADMIN_SEARCH_TOTAL_CAP, totalIsCapped: true });
    expect((await get('/admin/orders?q=Bulk+Buyer&page=60')).items).toHaveLength(20);

    await t.db.execute(sql`
      insert into users (name, email, password_hash)
      select 'Bulk Customer ' || n, 'bulk-' || n || '@example.com', 'unused'
      from generate_series(1, ${ADMIN_TOTAL_CAP}) as n`);
    const customers = await get('/admin/customers');
    expect(customers).toMatchObject({ total: ADMIN_TOTAL_CAP, totalIsCapped: true });
    expect(await get('/admin/customers?q=Pure')).toMatchObject({ total: 1, totalIsCapped: false });
  });

  it("pages a customer's Order History by offset and limit; without them, every order", async () => {
    const buyer = await createTestUser(t.app, t.db, { name: 'Hana History' });
    await insertOrders(buyer.id, 25, sql`now() - interval '2 hours'`);
    const list = (path: string) => client.call('GET', path, buyer).then((r) => r.json());
    const every = await list('/orders/myorders');
    expect(every.data).toHaveLength(25);
    expect(every.page).toBeUndefined();
    const second = await list('/orders/myorders?offset=20');
    expect(second.page).toEqual({ offset: 20, limit: 20, nextOffset: null });
    expect(second.data).toEqual(every.data.slice(20));
    const first = await list('/orders/myorders?limit=20');
    expect(first.page).toEqual({ offset: 0, limit: 20, nextOffset: 20 });
    expect(first.data).toEqual(every.data.slice(0, 20));
  });
});
