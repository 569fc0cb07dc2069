import { addShopDays, type Order, type Subscription } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, products, trackedParts, trackedProducts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { CARDS, planCustomer } from '../subscriptions/plan-fixtures.ts';
import { api, insertProduct } from './commerce-fixtures.ts';

/**
 * Issue 39, item 5: an order knows whether a plan placed it and which plans' parts it ships, on
 * every view of it (the customer's, the admin's, the desk's filter, the e-mail), and a plan lists
 * its orders by number (decision 076).
 */

const today = new Date().toISOString().slice(0, 10);
const sorted = (ids: readonly string[]) => [...ids].sort();

describe('orders know their plans (API)', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let planIds: string[];
  let renewal: Order;
  let checkout: Order;
  const client = () => api(t.app);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    // A two-part system installed seven months ago, both parts on a 6-month life: both overdue,
    // so they ship today in one box (decision 067).
    const installedOn = addShopDays(today, -213);
    const owner = await planCustomer(t.app, t.db, {
      card: CARDS.succeeds,
      installedOn,
      lifespanMonths: 6,
    });
    customer = owner.user;
    const parts = await t.db
      .select({ id: trackedParts.id, productId: trackedParts.partProductId })
      .from(trackedParts)
      .innerJoin(trackedProducts, eq(trackedProducts.id, trackedParts.trackedProductId))
      .where(eq(trackedProducts.userId, customer.id));
    const partIds = parts.filter((part) => part.productId).map((part) => part.id);
    for (const part of parts) {
      if (part.productId) {
        await t.db.update(products).set({ stock: 1000 }).where(eq(products.id, part.productId));
      }
    }
    expect(partIds.length).toBeGreaterThanOrEqual(2);
    planIds = [];
    for (const partId of partIds.slice(0, 2)) {
      await t.db
        .update(trackedParts)
        .set({ initialLifespanMonths: 6 })
        .where(eq(trackedParts.id, partId));
      const plan = await client().call('POST', '/subscriptions', customer, {
        trackedPartId: partId,
      });
      expect(plan.statusCode, plan.body).toBe(200);
      planIds.push(plan.json().data._id);
    }
    for (const day of [today, addShopDays(today, 1), addShopDays(today, 2)]) {
      const ran = await client().call('POST', '/admin/subscriptions/run', admin, {
        now: `${day}T15:00:00.000Z`,
      });
      expect(ran.statusCode).toBe(200);
    }
    const kitId = await insertProduct(t.db, { priceCents: 1_500, stock: 20, name: 'Test Kit' });
    const { intent } = await client().pay(customer, [{ productId: kitId, quantity: 1 }]);
    const placed = await client().order(
      customer,
      [{ productId: kitId, quantity: 1 }],
      intent.paymentIntentId,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    checkout = placed.json().data;
    const mine = (await client().call('GET', '/orders/myorders', customer)).json().data as Order[];
    const renewals = mine.filter((order) => order._id !== checkout._id);
    expect(renewals).toHaveLength(1);
    renewal = renewals[0] as Order;
  }, 240_000);
  afterAll(() => t.close());

  it("an auto-replace order names its source and both plans of its box; a checkout's, none", async () => {
    expect(renewal).toMatchObject({ source: 'auto_replace' });
    expect(sorted(renewal.planIds)).toEqual(sorted(planIds));
    expect(checkout).toMatchObject({ source: 'checkout', planIds: [] });

    const one = await client().call('GET', `/orders/${renewal._id}`, customer);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.source).toBe('auto_replace');
    expect(sorted(one.json().data.planIds)).toEqual(sorted(planIds));
    const theirs = await client().call('GET', `/orders/${renewal._id}`, admin);
    expect(theirs.statusCode).toBe(404);
    expect((await client().call('GET', '/orders/not-an-id', customer)).statusCode).toBe(404);

    const all = (await client().call('GET', '/orders', admin)).json().data as Order[];
    expect(all.find((order) => order._id === renewal._id)?.source).toBe('auto_replace');
  });

  it('the admin order page names the plans; the desk filters and marks auto-replace orders', async () => {
    const detail = await client().call('GET', `/admin/orders/${renewal._id}`, admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.source).toBe('auto_replace');
    expect(sorted(detail.json().data.planIds)).toEqual(sorted(planIds));
    const checkoutDetail = await client().call('GET', `/admin/orders/${checkout._id}`, admin);
    expect(checkoutDetail.json().data).toMatchObject({ source: 'checkout', planIds: [] });

    const ids = async (query: string) => {
      const page = await client().call('GET', `/admin/orders?q=${customer.email}${query}`, admin);
      expect(page.statusCode, page.body).toBe(200);
      return (page.json().data.items as Array<{ _id: string; source: string }>).map(
        (row) => `${row._id}:${row.source}`,
      );
    };
    expect(await ids('&source=auto_replace')).toEqual([`${renewal._id}:auto_replace`]);
    expect(await ids('&source=checkout')).toEqual([`${checkout._id}:checkout`]);
    expect(sorted(await ids(''))).toEqual(
      sorted([`${renewal._id}:auto_replace`, `${checkout._id}:checkout`]),
    );
    const bad = await client().call('GET', '/admin/orders?source=robot', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
  });

  it('each plan lists the order by number, day and status, to the customer and to staff', async () => {
    for (const planId of planIds) {
      const plan = (await client().call('GET', `/subscriptions/${planId}`, customer)).json()
        .data as Subscription;
      expect(plan.placedOrders).toEqual([
        {
          _id: renewal._id,
          orderNumber: renewal.orderNumber,
          createdAt: renewal.createdAt,
          status: 'Pending',
        },
      ]);
      const staff = await client().call('GET', `/admin/subscriptions/${planId}`, admin);
      expect(staff.statusCode).toBe(200);
      expect(staff.json().data.placedOrders[0]?.orderNumber).toBe(renewal.orderNumber);
    }
  });

  it("the renewal's confirmation says it is an auto-replace order and links to each plan", async () => {
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, customer.email));
    const confirmations = mails.filter((mail) => mail.subject?.endsWith('is confirmed'));
    const renewalMail = confirmations.find((mail) => mail.subject?.includes('auto-replace order'));
    expect(renewalMail?.subject).toContain(`#${renewal.orderNumber}`);
    expect(renewalMail?.text).toContain('This is an auto-replace order');
    for (const planId of planIds) {
      expect(renewalMail?.text).toContain(`${t.config.publicUrl}/account/auto-replace/${planId}`);
    }
    const checkoutMail = confirmations.find((mail) =>
      mail.subject?.includes(`#${checkout.orderNumber}`),
    );
    expect(checkoutMail?.subject).not.toContain('auto-replace');
    expect(checkoutMail?.text).not.toContain('/account/auto-replace/');
  });
});
