import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';
import { adminOrdersService } from './admin-orders.service.ts';

/** The CSV as rows of fields (no field of these tests holds a comma or a quote). */
const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('the orders CSV (issue 30.16) and the shop-day filters (30.13)', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: TestUser;
  let pat: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    pat = await createTestUser(t.app, t.db, { name: '=HYPERLINK("http://x")' });
    await t.db.update(users).set({ phoneNumber: '+15125550147' }).where(eq(users.id, pat.id));
    await saveAddress(t.db, pat.id, 'TX');
  });
  afterAll(() => t.close());

  it('hardening 30.16: one row per line item with SKU, amounts, refunds, address and local time; phones kept, formulas quoted', async () => {
    const filter = await insertProduct(t.db, { priceCents: 4_000, stock: 9, name: 'RO Filter' });
    const kit = await insertProduct(t.db, { priceCents: 2_000, stock: 9, name: 'Test Kit' });
    const { confirmed } = await client.pay(pat, [
      { productId: filter, quantity: 2 },
      { productId: kit, quantity: 1 },
    ]);
    expect(confirmed.statusCode).toBe(200);
    const [placed] = (await client.call('GET', '/orders/myorders', pat)).json().data;
    await client.call('POST', `/admin/orders/${placed._id}/refunds`, admin, {
      amount: 5,
      reason: 'Late',
    });
    // 7:30 pm in Chicago on 9 March (CDT), already 10 March in UTC.
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-10T00:30:00Z') })
      .where(eq(orders.id, placed._id));

    const csv = await client.call('GET', '/admin/orders.csv?from=2026-03-09&to=2026-03-09', admin);
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = rowsOf(csv.body);
    expect(header).toEqual([
      'Order',
      'Placed (America/Chicago)',
      'Status',
      'Customer',
      'E-mail',
      'Phone',
      'Street',
      'City',
      'State',
      'ZIP',
      'SKU',
      'Item',
      'Quantity',
      'Unit price',
      'Line total',
      'Subtotal',
      'Discount',
      'Discount code',
      'Shipping',
      'Tax',
      'Total',
      'Refunded',
    ]);
    expect(rows).toHaveLength(2);
    const byItem = (name: string) => rows.find((row) => row[11] === name);
    expect(byItem('RO Filter')?.slice(0, 10)).toEqual([
      `#${placed.orderNumber}`,
      '2026-03-09 19:30',
      'Pending',
      `"'=HYPERLINK(""http://x"")"`,
      pat.email,
      '+15125550147',
      '1 Main St',
      'Cypress',
      'TX',
      '77433',
    ]);
    expect(byItem('RO Filter')?.[10]).toMatch(/^TEST-/);
    expect(byItem('RO Filter')?.slice(12, 15)).toEqual(['2', '40.00', '80.00']);
    expect(byItem('Test Kit')?.slice(12, 15)).toEqual(['1', '20.00', '20.00']);
    // 2 x 40 + 20 = 100, free shipping, TX tax 8.25%: 108.25, 5.00 refunded; on the first row only
    expect(rows[0]?.slice(15)).toEqual(['100.00', '0.00', '', '0.00', '8.25', '108.25', '5.00']);
    expect(rows[1]?.slice(15)).toEqual(['', '', '', '', '', '', '']);

    const utcNextDay = await client.call(
      'GET',
      '/admin/orders?from=2026-03-10&to=2026-03-10',
      admin,
    );
    expect(utcNextDay.json().data.total).toBe(0);
    const shopDay = await client.call('GET', '/admin/orders?from=2026-03-09&to=2026-03-09', admin);
    expect(shopDay.json().data.items.map((o: { _id: string }) => o._id)).toEqual([placed._id]);
  });

  it('hardening 30.16: streams every order in batches, the first line out before the last batch is read', async () => {
    const product = await insertProduct(t.db, { priceCents: 1_000, stock: 0, name: 'Bulk Part' });
    const insertOrders = (count: number, createdAt: SQL) =>
      t.db.execute(sql`
        with made as (
          insert into orders (user_id, subtotal_cents, total_cents, shipping_zip, payment_method, created_at)
          select ${pat.id}::uuid, 1000, 1000, '77433', 'Card', ${createdAt}
          from generate_series(1, ${count}) as n
          returning id
        )
        insert into order_items (order_id, product_id, name, price_cents, quantity, type)
        select id, ${product}::uuid, 'Bulk Part', 1000, 1, 'none' from made`);
    await insertOrders(1_200, sql`now() - make_interval(secs => n)`);
    const countOrders = async () =>
      (await t.db.select({ total: sql<number>`count(*)::int` }).from(orders))[0]?.total ?? 0;

    // Over HTTP: sent as it is made (no length known up front), every order exactly once.
    const whole = await client.call('GET', '/admin/orders.csv', admin);
    expect(whole.headers['transfer-encoding']).toBe('chunked');
    expect(whole.headers['content-length']).toBeUndefined();
    const numbers = rowsOf(whole.body)
      .slice(1)
      .map((row) => row[0]);
    expect(new Set(numbers).size).toBe(await countOrders());

    // The export a batch at a time: the header and first batch come out before the rest is read,
    // so an order written meanwhile on the last page is in the file.
    const exports = adminOrdersService({
      db: t.db,
      processor: t.app.payments,
      notify: async () => {},
      timeZone: 'America/Chicago',
    });
    const reading = exports.exportCsv({}, 100);
    const firstLine = (await reading.next()).value;
    expect(firstLine).toMatch(/^\uFEFFOrder,Placed \(America\/Chicago\),/);
    await insertOrders(1, sql`'2000-01-01T00:00:00Z'::timestamptz`);
    let rest = '';
    for await (const chunk of reading) rest += chunk;
    const later = new Set(rowsOf(rest).map((row) => row[0]));
    expect(later.size).toBe(await countOrders());
    expect(rest).toContain(',1999-12-31 18:00,');
  });

  it('issue 28: orders placed within one millisecond are each exported once, whatever the batch size', async () => {
    const product = await insertProduct(t.db, { priceCents: 500, stock: 0, name: 'Same Moment' });
    // Six orders a few microseconds apart: a JavaScript Date cannot tell them apart.
    const made = (await t.db.execute(sql`
      with made as (
        insert into orders (user_id, subtotal_cents, total_cents, shipping_zip, payment_method, created_at)
        select ${pat.id}::uuid, 500, 500, '77433', 'Card',
               '1990-05-05T12:00:00.123Z'::timestamptz + make_interval(secs => n / 1000000.0)
        from generate_series(1, 6) as n
        returning id, order_number
      ), lines as (
        insert into order_items (order_id, product_id, name, price_cents, quantity, type)
        select id, ${product}::uuid, 'Same Moment', 500, 1, 'none' from made
      )
      select order_number from made`)) as unknown as { rows: { order_number: number }[] };
    const placed = made.rows.map((row) => String(row.order_number)).sort();
    const exports = adminOrdersService({
      db: t.db,
      processor: t.app.payments,
      notify: async () => {},
      timeZone: 'America/Chicago',
    });
    for (const batchSize of [1, 2, 4]) {
      let body = '';
      for await (const chunk of exports.exportCsv({ to: '1990-05-05' }, batchSize)) body += chunk;
      const numbers = rowsOf(body)
        .slice(1)
        .map((row) => row[0]?.replace(/\D/g, ''));
      expect(numbers.sort(), `batches of ${batchSize}`).toEqual(placed);
    }
  });
});
