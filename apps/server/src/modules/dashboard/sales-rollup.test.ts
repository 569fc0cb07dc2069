import { addShopDays, shopDayOf, shopDayRange } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestCardProcessor } from '../../adapters/payments/test-card-processor.ts';
import { orders } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, GOOD_CARD, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';

const ZONE = 'America/Chicago';

interface DayRow {
  day: string;
  orders: number;
  cancelled: number;
  gross: number;
  refunds: number;
}

/**
 * Decision 046's rule computed from the orders themselves, the way the dashboard summed them
 * before the rollup: the oracle the rollup must equal, day by day.
 */
const fromOrders = sql`
  select to_char((o.created_at at time zone ${ZONE})::date, 'YYYY-MM-DD') as day,
    count(*)::int as orders,
    count(*) filter (where o.status = 'Cancelled')::int as cancelled,
    coalesce(sum(o.total_cents) filter (where o.status <> 'Cancelled'), 0)::int as gross,
    coalesce(sum((select coalesce(sum(r.amount_cents), 0) from order_refunds r where r.order_id = o.id))
      filter (where o.status <> 'Cancelled'), 0)::int as refunds
  from orders o group by 1 order by 1`;

const fromRollup = sql`
  select to_char((quarter_start at time zone ${ZONE})::date, 'YYYY-MM-DD') as day,
    sum(orders)::int as orders, sum(cancelled)::int as cancelled,
    sum(gross_cents)::int as gross, sum(refund_cents)::int as refunds
  from sales_rollup group by 1 having sum(orders) <> 0 order by 1`;

describe('the dashboard sales rollup', () => {
  const t = setUpTestApp();
  const client = () => api(t.app);

  async function rows(query: ReturnType<typeof sql>): Promise<DayRow[]> {
    const result = (await t.db.execute(query)) as unknown as { rows: DayRow[] };
    return result.rows.map((row) => ({ ...row }));
  }

  async function expectRollupToMatchOrders() {
    expect(await rows(fromRollup)).toEqual(await rows(fromOrders));
  }

  async function dashboard(admin: TestUser) {
    const res = await client().call('GET', '/admin/dashboard', admin);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }

  const netOn = (data: { salesByDay: { current: { day: string; net: number }[] } }, day: string) =>
    data.salesByDay.current.find((entry) => entry.day === day)?.net ?? 0;

  it('issue 28: checkout, the payment sweep, cancel, refund and a moved order each move it in their transaction; a refund counts on the order’s day', async () => {
    const admin = await createTestUser(t.app, t.db, { role: 'admin' });
    const dana = await createTestUser(t.app, t.db, { name: 'Dana' });
    await saveAddress(t.db, dana.id, 'OR'); // no sales tax: totals are price + 9.95 shipping
    const productId = await insertProduct(t.db, { priceCents: 2_000, stock: 50 });
    const today = shopDayOf(new Date(), ZONE);
    const tenDaysAgo = addShopDays(today, -10);
    const start = await dashboard(admin);

    // Checkout: the test card settles the payment, which places the order.
    const paid = await client().pay(dana, [{ productId, quantity: 1 }]);
    expect(paid.confirmed.statusCode).toBe(200);
    await expectRollupToMatchOrders();

    // The reconciliation sweep places a charged order the browser never placed.
    const charged = await client().intent(dana, [{ productId, quantity: 2 }]);
    await createTestCardProcessor(t.db).confirmCard?.({
      userId: dana.id,
      ...charged,
      card: GOOD_CARD,
    });
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    const swept = await client().call('POST', '/admin/payments/sweep', admin, { now: later });
    expect(swept.json().data).toEqual({ placed: 1, refunded: 0 });
    await expectRollupToMatchOrders();
    const afterSweep = await dashboard(admin);
    expect(afterSweep.today.orders - start.today.orders).toBe(2);
    expect(Math.round((afterSweep.today.gross - start.today.gross) * 100) / 100).toBe(
      29.95 + 49.95,
    );

    // An order moved to ten days ago (the hardening test does this) moves its sales with it.
    const [old] = await t.db
      .update(orders)
      .set({ createdAt: new Date(shopDayRange(tenDaysAgo, ZONE).start.getTime() + 12 * 3_600_000) })
      .where(eq(orders.paymentIntentId, paid.intent.paymentIntentId))
      .returning({ id: orders.id });
    await expectRollupToMatchOrders();
    const moved = await dashboard(admin);
    expect(moved.today.orders - start.today.orders).toBe(1);
    expect(Math.round((netOn(moved, tenDaysAgo) - netOn(start, tenDaysAgo)) * 100) / 100).toBe(
      29.95,
    );

    // A refund today on that order lowers the day it was placed, not today (decision 046).
    const refund = await client().call('POST', `/admin/orders/${old?.id}/refunds`, admin, {
      amount: 5,
      reason: 'Scratched housing',
    });
    expect(refund.statusCode).toBe(200);
    await expectRollupToMatchOrders();
    const refunded = await dashboard(admin);
    expect(Math.round((netOn(refunded, tenDaysAgo) - netOn(start, tenDaysAgo)) * 100) / 100).toBe(
      24.95,
    );
    expect(refunded.today).toEqual(moved.today);
    expect(refunded.last30Days.refunds - start.last30Days.refunds).toBe(5);

    // Cancelling the swept order: counted as placed and cancelled, its money no longer a sale.
    const [swept1] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentIntentId, charged.paymentIntentId));
    const cancel = await client().call('POST', `/admin/orders/${swept1?.id}/cancel`, admin, {
      reason: 'Ordered twice',
    });
    expect(cancel.statusCode).toBe(200);
    await expectRollupToMatchOrders();
    const cancelled = await dashboard(admin);
    expect(cancelled.today.orders - start.today.orders).toBe(1);
    expect(cancelled.today.cancelled - start.today.cancelled).toBe(1);
    expect(cancelled.today.net).toBeCloseTo(start.today.net, 2);
    expect(cancelled.today.refunds).toBeCloseTo(start.today.refunds, 2);

    // Shipping changes no sales number; a refund that never committed changes none either.
    const shipped = await client().call('POST', `/admin/orders/${old?.id}/ship`, admin, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(shipped.statusCode).toBe(200);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into order_refunds (order_id, amount_cents, reason) values (${old?.id}, 100, 'rolled back')`,
        );
        throw new Error('roll back');
      })
      .catch(() => {});
    await expectRollupToMatchOrders();
    expect(await dashboard(admin)).toEqual({
      ...cancelled,
      ordersToShip: cancelled.ordersToShip - 1,
    });
  });
});
