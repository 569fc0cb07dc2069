import { addShopDays, type Subscription } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderItems,
  orders,
  outbox,
  paymentIntents,
  products,
  trackedParts,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { saveAddress } from '../orders/commerce-fixtures.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';
import { CARDS, planApi } from './plan-fixtures.ts';

/**
 * Issue 39, item 2: one box per household. Plans of one customer to one address whose parts come
 * due within the owner's window (21 days) of a charge day ship together: one notice, one charge,
 * one order with one line per part, one shipment; free from $35 of goods after the subscriber
 * discount, $4.95 below (decision 067).
 */

const today = new Date().toISOString().slice(0, 10);
/** The seeded triple-stage system's parts: sediment $12.99, catalytic $27.99, carbon $18.99. */
const PART_SKUS = ['PRT-SED-5', 'PRT-CAT-10', 'PRT-CB-10'] as const;

describe('one box per household (API)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    // A fresh embedded database takes longer than the hook's minute on a loaded 2-core host.
  }, 240_000);
  afterAll(() => t.close());

  const api = () => planApi(t.app);

  /**
   * A Texas customer with a saved card and the triple-stage system, its three parts due in
   * `dueIn` days (each its own day, through a snooze), and a plan on each.
   */
  async function household(dueIn: [number, number, number], card: string = CARDS.succeeds) {
    const user = await createTestUser(t.app, t.db, { verified: true });
    await saveAddress(t.db, user.id);
    const saved = await api().call('POST', '/payment-methods', user, {
      card: { number: card, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const earliest = Math.min(...dueIn);
    const created = await api().call('POST', '/trackers/tracked-products', user, {
      productId: (await productBySku(t.db, 'UC-3S-CM')).id,
      customName: 'Kitchen',
      installationDate: `${addShopDays(today, earliest - 200)}T12:00:00Z`,
      additionalData: { contactMethod: 'email', email: user.email },
    });
    expect(created.statusCode).toBeLessThan(300);
    const parts = created.json().data.trackedSystemParts as Array<{
      _id: string;
      partProductId: string | null;
    }>;
    const plans: Subscription[] = [];
    for (const [index, sku] of PART_SKUS.entries()) {
      const product = await productBySku(t.db, sku);
      await t.db.update(products).set({ stock: 1000 }).where(eq(products.id, product.id));
      const part = parts.find((candidate) => candidate.partProductId === product.id);
      if (!part) throw new Error(`the system has no ${sku}`);
      // Installed 200 days before the earliest due date with a 6-month life: due, then snoozed.
      await t.db
        .update(trackedParts)
        .set({
          initialLifespanMonths: 6,
          snoozedUntil: new Date(`${addShopDays(today, dueIn[index] ?? 0)}T12:00:00Z`),
        })
        .where(eq(trackedParts.id, part._id));
      const plan = await api().call('POST', '/subscriptions', user, { trackedPartId: part._id });
      expect(plan.statusCode, plan.body).toBeLessThan(300);
      expect(plan.json().data.nextDueOn).toBe(addShopDays(today, dueIn[index] ?? 0));
      plans.push(plan.json().data);
    }
    return { user, plans };
  }

  async function runDays(from: string, days: number) {
    for (let index = 0; index < days; index += 1) {
      for (const hour of ['06', '15']) {
        const ran = await api().run(admin, new Date(`${addShopDays(from, index)}T${hour}:00:00Z`));
        expect(ran.statusCode).toBe(200);
      }
    }
  }

  const ordersOf = async (userId: string) => {
    const rows = await t.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(orders.createdAt);
    const lines = rows.length
      ? await t.db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((row) => row.id),
            ),
          )
      : [];
    return rows.map((row) => ({
      ...row,
      lines: lines.filter((line) => line.orderId === row.id),
    }));
  };
  const chargesOf = (userId: string) =>
    t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, userId))
      .orderBy(paymentIntents.createdAt);
  const noticesTo = async (email: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.to, email))).filter((row) =>
      row.subject?.includes('ships on'),
    );
  const get = async (user: TestUser, id: string) =>
    (await api().call('GET', `/subscriptions/${id}`, user)).json().data as Subscription;

  /** A box's charge in cents: goods less 10%, the box's shipping, Texas tax on the goods. */
  const boxCents = (prices: number[], shippingCents: number) => {
    const goods = prices.reduce((sum, price) => sum + Math.round(price * 100), 0);
    const after = goods - Math.round(goods * 0.1);
    return after + shippingCents + Math.floor((after * 8250 + 50_000) / 100_000);
  };

  it('three parts due within 21 days: one notice, one charge, one order of 3 lines, shipped free above $35', async () => {
    const { user, plans } = await household([10, 16, 24]);
    const [lead] = plans;
    expect(lead?.nextChargeOn).toBe(addShopDays(today, 3));
    // Each plan says which box its next part ships in, and what that box costs.
    for (const plan of plans) {
      const shown = await get(user, plan._id);
      expect(shown.intervalMonths).toBe(6);
      expect([...shown.nextBox.planIds].sort()).toEqual(plans.map((p) => p._id).sort());
      expect(shown.nextBox).toMatchObject({
        goods: 59.97,
        discount: 6,
        shipping: 0,
        total: boxCents([12.99, 27.99, 18.99], 0) / 100,
      });
    }
    await runDays(today, 30);

    const notices = await noticesTo(user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toContain('box of 3 parts');
    expect(notices[0]?.text).toContain('Shipping: free');
    for (const plan of plans) expect(notices[0]?.text).toContain(plan.productName);

    const charges = await chargesOf(user.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.amountCents).toBe(boxCents([12.99, 27.99, 18.99], 0));
    const placed = await ordersOf(user.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.lines).toHaveLength(3);
    expect(placed[0]?.totalCents).toBe(charges[0]?.amountCents);
    expect(placed[0]?.shippingCents).toBe(0);

    for (const plan of plans) {
      const after = await get(user, plan._id);
      expect(after.orders).toEqual([placed[0]?.id]);
      expect(after.nextDueOn > plan.nextDueOn).toBe(true);
      // Shipped on the lead's charge day: no part late, none more than the window early.
      const ordered = after.events.find((event) => event.kind === 'order_placed');
      expect(ordered?.at.slice(0, 10)).toBe(addShopDays(today, 3));
    }
  });

  it('a part due 30 days later ships on its own; a box below $35 pays the $4.95 flat rate', async () => {
    // Sediment (due in 10) and carbon (in 16) share a box; the catalytic part is due in 40.
    const { user, plans } = await household([10, 40, 16]);
    const alone = await get(user, plans[1]?._id ?? '');
    expect(alone.nextBox).toMatchObject({ planIds: [plans[1]?._id], shipping: 4.95 });
    expect(alone.nextAmount).toBe(boxCents([27.99], 495) / 100);
    await runDays(today, 36);
    const placed = await ordersOf(user.id);
    expect(placed).toHaveLength(2);
    expect(placed[0]?.lines).toHaveLength(2);
    expect(placed[0]?.shippingCents).toBe(495);
    expect(placed[1]?.lines).toHaveLength(1);
    expect(placed[1]?.lines[0]?.productId).toBe(plans[1]?.productId);
    const shipped = await get(user, plans[1]?._id ?? '');
    const ordered = shipped.events.find((event) => event.kind === 'order_placed');
    expect(ordered?.at.slice(0, 10)).toBe(addShopDays(today, 33));
    const charges = await chargesOf(user.id);
    expect(charges.map((charge) => charge.amountCents)).toEqual([
      boxCents([12.99, 18.99], 495),
      boxCents([27.99], 495),
    ]);
    expect(await noticesTo(user.email)).toHaveLength(2);
  });

  it('a paused part and a skipped part leave the box; the rest still ship', async () => {
    const paused = await household([10, 16, 24]);
    const pause = await api().call(
      'POST',
      `/subscriptions/${paused.plans[1]?._id}/pause`,
      paused.user,
      {},
    );
    expect(pause.statusCode).toBe(200);
    const skipped = await household([10, 16, 24]);
    const skip = await api().call(
      'POST',
      `/subscriptions/${skipped.plans[2]?._id}/skip`,
      skipped.user,
    );
    expect(skip.statusCode).toBe(200);
    await runDays(today, 26);

    const pausedOrders = await ordersOf(paused.user.id);
    expect(pausedOrders).toHaveLength(1);
    expect(pausedOrders[0]?.lines.map((line) => line.productId).sort()).toEqual(
      [paused.plans[0]?.productId, paused.plans[2]?.productId].sort(),
    );
    expect((await get(paused.user, paused.plans[1]?._id ?? '')).orders).toEqual([]);
    const skippedOrders = await ordersOf(skipped.user.id);
    expect(skippedOrders).toHaveLength(1);
    expect(skippedOrders[0]?.lines).toHaveLength(2);
    expect((await get(skipped.user, skipped.plans[2]?._id ?? '')).orders).toEqual([]);
  });

  it('a declined box retries as one box, never charges a part on its own, and a part paused meanwhile leaves it', async () => {
    // The riders' own charge days (day 4 and 5) fall while the box is in dunning.
    const { user, plans } = await household([10, 11, 12], CARDS.declined);
    await runDays(today, 5);
    const failing = await chargesOf(user.id);
    // Day 3 and the retry a day later: each the whole box, none a part alone.
    expect(failing.map((charge) => charge.amountCents)).toEqual([
      boxCents([12.99, 27.99, 18.99], 0),
      boxCents([12.99, 27.99, 18.99], 0),
    ]);
    expect(failing.every((charge) => charge.status !== 'succeeded')).toBe(true);
    expect(await ordersOf(user.id)).toHaveLength(0);

    // The customer pauses the carbon part and saves a card that works; the next try (day 6).
    const pause = await api().call('POST', `/subscriptions/${plans[2]?._id}/pause`, user, {});
    expect(pause.statusCode).toBe(200);
    const card = await api().call('POST', '/payment-methods', user, {
      card: { number: CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(card.statusCode).toBeLessThan(300);
    const patched = await api().call('PATCH', `/subscriptions/${plans[0]?._id}`, user, {
      paymentMethodId: card.json().data._id,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await runDays(addShopDays(today, 5), 5);

    const charges = await chargesOf(user.id);
    expect(charges).toHaveLength(3);
    expect(charges[2]?.amountCents).toBe(boxCents([12.99, 27.99], 0));
    expect(charges[2]?.status).toBe('succeeded');
    const placed = await ordersOf(user.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.lines.map((line) => line.productId).sort()).toEqual(
      [plans[0]?.productId, plans[1]?.productId].sort(),
    );
    expect((await get(user, plans[0]?._id ?? '')).status).toBe('active');
    expect((await get(user, plans[2]?._id ?? '')).orders).toEqual([]);
    const succeeded = await t.db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.userId, user.id), eq(paymentIntents.status, 'succeeded')));
    expect(succeeded).toHaveLength(1);
  });

  it('the lead paused while its box waits for payment: the other parts ship in a box of their own', async () => {
    const { user, plans } = await household([10, 12, 14], CARDS.declined);
    await runDays(today, 4);
    expect((await chargesOf(user.id)).map((charge) => charge.amountCents)).toEqual([
      boxCents([12.99, 27.99, 18.99], 0),
    ]);
    const pause = await api().call('POST', `/subscriptions/${plans[0]?._id}/pause`, user, {});
    expect(pause.statusCode).toBe(200);
    const card = await api().call('POST', '/payment-methods', user, {
      card: { number: CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    for (const plan of plans.slice(1)) {
      const patched = await api().call('PATCH', `/subscriptions/${plan._id}`, user, {
        paymentMethodId: card.json().data._id,
      });
      expect(patched.statusCode, patched.body).toBe(200);
    }
    await runDays(addShopDays(today, 4), 6);
    const charges = await chargesOf(user.id);
    expect(charges.map((charge) => charge.amountCents)).toEqual([
      boxCents([12.99, 27.99, 18.99], 0),
      boxCents([27.99, 18.99], 0),
    ]);
    const placed = await ordersOf(user.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.lines.map((line) => line.productId).sort()).toEqual(
      [plans[1]?.productId, plans[2]?.productId].sort(),
    );
  });

  it('a single plan is quoted and charged at the box rule: $4.95 shipping below $35', async () => {
    const { user, plans } = await household([10, 200, 220]);
    const quote = await api().call(
      'GET',
      `/subscriptions/quote?trackedPartId=${plans[0]?.trackedPartId}`,
      user,
    );
    expect(quote.json().data.shipping).toBe(4.95);
    const settings = await api().call('PUT', '/admin/subscriptions/settings', admin, {
      boxShipping: 3.5,
    });
    expect(settings.json().data).toMatchObject({
      boxWindowDays: 21,
      freeShippingFrom: 35,
      boxShipping: 3.5,
    });
    await runDays(today, 5);
    const charges = await chargesOf(user.id);
    expect(charges.map((charge) => charge.amountCents)).toEqual([boxCents([12.99], 350)]);
    await api().call('PUT', '/admin/subscriptions/settings', admin, { boxShipping: 4.95 });
  });
});
