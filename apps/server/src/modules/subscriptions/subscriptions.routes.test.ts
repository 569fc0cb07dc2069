import { addShopDays, formatShopDate, type Subscription } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  orders,
  outbox,
  paymentIntents,
  reminders,
  trackedParts,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { CARDS, type PlanCustomer, planApi, planCustomer } from './plan-fixtures.ts';

const today = () => new Date().toISOString().slice(0, 10);
const at = (day: string) => new Date(`${day}T15:00:00Z`);

describe('auto-replace plans (API)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin', name: 'Olive Owner' });
  });
  afterAll(() => t.close());

  const api = () => planApi(t.app);

  /** A customer whose part is due in `dueInDays` (6-month lifespan), with a plan on it. */
  async function withPlan(card: string, dueInDays = 20, stock?: number) {
    const installedOn = addShopDays(today(), dueInDays - 182);
    const customer = await planCustomer(t.app, t.db, {
      card,
      installedOn,
      stock,
      lifespanMonths: 6,
    });
    const created = await api().call('POST', '/subscriptions', customer.user, {
      trackedPartId: customer.trackedPartId,
    });
    expect(created.statusCode).toBe(200);
    return { customer, plan: created.json().data as Subscription };
  }

  const get = async (customer: PlanCustomer, id: string) =>
    (await api().call('GET', `/subscriptions/${id}`, customer.user)).json().data as Subscription;

  const mailTo = (email: string) =>
    t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.createdAt);

  async function runDays(from: string, days: number) {
    for (let index = 0; index < days; index += 1) {
      const ran = await api().run(admin, at(addShopDays(from, index)));
      expect(ran.statusCode).toBe(200);
    }
  }

  it("answers 404 for another customer's plan and 401/403 on the owner's routes", async () => {
    const { plan } = await withPlan(CARDS.succeeds);
    const stranger = await createTestUser(t.app, t.db, { verified: true });
    for (const [method, url] of [
      ['GET', `/subscriptions/${plan._id}`],
      ['PATCH', `/subscriptions/${plan._id}`],
      ['POST', `/subscriptions/${plan._id}/skip`],
      ['POST', `/subscriptions/${plan._id}/cancel`],
    ] as const) {
      const answer = await api().call(method, url, stranger, {});
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await api().call('GET', '/admin/subscriptions')).statusCode).toBe(401);
    expect((await api().call('GET', '/admin/subscriptions', stranger)).statusCode).toBe(403);
    expect((await api().call('POST', '/admin/subscriptions/run', stranger, {})).statusCode).toBe(
      403,
    );
    const listed = await api().call('GET', `/admin/subscriptions?q=Kitchen`, admin);
    expect(listed.statusCode).toBe(200);
  });

  it('skip, delay, pause, resume and cancel do what they say; nonsense answers 409', async () => {
    const { customer, plan } = await withPlan(CARDS.succeeds, 30);
    const dueOn = plan.nextDueOn;
    expect(plan.nextChargeOn).toBe(addShopDays(dueOn, -7));

    const moved = await api().call('PATCH', `/subscriptions/${plan._id}`, customer.user, {
      nextChargeOn: addShopDays(dueOn, 10),
      quantity: 2,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ nextChargeOn: addShopDays(dueOn, 10), quantity: 2 });
    const outside = await api().call('PATCH', `/subscriptions/${plan._id}`, customer.user, {
      nextChargeOn: addShopDays(dueOn, 60),
    });
    expect(outside.statusCode).toBe(400);

    const skipped = await api().call('POST', `/subscriptions/${plan._id}/skip`, customer.user);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().data.nextDueOn > dueOn).toBe(true);
    expect(skipped.json().data.nextChargeOn).toBe(addShopDays(skipped.json().data.nextDueOn, -7));

    expect(
      (await api().call('POST', `/subscriptions/${plan._id}/resume`, customer.user)).statusCode,
    ).toBe(409);
    const paused = await api().call('POST', `/subscriptions/${plan._id}/pause`, customer.user, {});
    expect(paused.json().data).toMatchObject({ status: 'paused', pausedUntil: null });
    // Paused across its charge day: nothing charged.
    await runDays(addShopDays(skipped.json().data.nextChargeOn, -1), 3);
    expect(
      await t.db.select().from(orders).where(eq(orders.userId, customer.user.id)),
    ).toHaveLength(0);
    const resumed = await api().call('POST', `/subscriptions/${plan._id}/resume`, customer.user);
    expect(resumed.json().data.status).toBe('active');

    // An admin acts for the customer, and the timeline names them.
    const byAdmin = await api().call('POST', `/admin/subscriptions/${plan._id}/cancel`, admin, {
      reason: 'Moving house',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.status).toBe('cancelled');
    expect(byAdmin.json().data.events[0]).toMatchObject({
      kind: 'cancelled',
      actor: { kind: 'admin', name: 'Olive Owner' },
    });
    expect(
      (await api().call('POST', `/subscriptions/${plan._id}/skip`, customer.user)).statusCode,
    ).toBe(409);
    expect(
      (await api().call('POST', `/subscriptions/${plan._id}/cancel`, customer.user, {})).statusCode,
    ).toBe(409);

    const kinds = (await get(customer, plan._id)).events.map((event) => event.kind);
    for (const kind of [
      'created',
      'date_changed',
      'quantity_changed',
      'skipped',
      'paused',
      'resumed',
      'cancelled',
    ]) {
      expect(kinds).toContain(kind);
    }
    const confirmations = (await mailTo(customer.user.email)).filter((row) =>
      row.subject?.startsWith('Auto-replace:'),
    );
    expect(confirmations.length).toBeGreaterThanOrEqual(6);

    const summary = await api().call('GET', '/admin/subscriptions/summary', admin);
    expect(summary.json().data.cancellationsLast30Days.reasons).toContainEqual({
      reason: 'Moving house',
      count: 1,
    });
  });

  it("a reset part moves the plan's next date", async () => {
    const { customer, plan } = await withPlan(CARDS.succeeds, 20);
    const [part] = await t.db
      .select()
      .from(trackedParts)
      .where(eq(trackedParts.id, customer.trackedPartId));
    const reset = await api().call(
      'POST',
      `/trackers/tracked-products/${part?.trackedProductId}/parts/${customer.trackedPartId}/reset`,
      customer.user,
    );
    expect(reset.statusCode).toBe(200);
    const after = await get(customer, plan._id);
    expect(after.nextDueOn > plan.nextDueOn).toBe(true);
    expect(after.nextChargeOn).toBe(addShopDays(after.nextDueOn, -7));
    expect(after.events[0]?.kind).toBe('schedule_moved');
  });

  it('a part on an active plan gets no "time to buy" reminder', async () => {
    const { customer } = await withPlan(CARDS.succeeds, 10);
    const swept = await api().call('POST', '/admin/reminders/sweep', admin, {
      now: new Date().toISOString(),
    });
    expect(swept.statusCode).toBe(200);
    const sent = await t.db
      .select()
      .from(reminders)
      .where(eq(reminders.trackedPartId, customer.trackedPartId));
    expect(sent).toEqual([]);
  });

  it('a part on an active plan: its calendar reminder says when the replacement ships, then that it is on its way', async () => {
    const { customer, plan } = await withPlan(CARDS.succeeds, 10);
    const { token } = (await api().call('GET', '/trackers/calendar-token', customer.user)).json()
      .data;
    // The plan part's event (its UID starts with the part's id), unfolded, commas unescaped.
    const feed = async () =>
      (await api().call('GET', `/calendar/${token}.ics`)).body
        .replaceAll('\r\n ', '')
        .replaceAll('\\,', ',')
        .split('BEGIN:VEVENT')
        .find((event) => event.includes(`UID:${customer.trackedPartId}`)) ?? '';
    const before = await feed();
    expect(before).toContain(`Replacement ships on ${formatShopDate(plan.nextChargeOn)}`);
    expect(before).not.toContain('is due for replacement');

    await runDays(plan.nextChargeOn, 1);
    expect((await get(customer, plan._id)).orders).toHaveLength(1);
    const after = await feed();
    expect(after).toContain('on its way');
    expect(after).not.toContain('Replacement ships on');
  });

  it("'Reorder due parts' leaves out a part whose replacement a plan ships", async () => {
    const { customer } = await withPlan(CARDS.succeeds, 10);
    const reordered = await api().call('POST', '/trackers/reorder-due', customer.user);
    expect(reordered.statusCode).toBe(200);
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, customer.user.id));
    expect(lines.map((line) => line.productId)).not.toContain(customer.partProductId);
  });

  it('a card on a live plan cannot be removed', async () => {
    const { customer } = await withPlan(CARDS.succeeds);
    const removed = await api().call(
      'DELETE',
      `/payment-methods/${customer.cardId}`,
      customer.user,
    );
    expect(removed.statusCode).toBe(409);
  });

  for (const card of [CARDS.declined, CARDS.insufficientFunds]) {
    it(`${card.slice(-4)}: dunning retries on days 1, 3, 5 and 7, then the plan pauses, with the messages`, async () => {
      const { customer, plan } = await withPlan(card, 10);
      const chargeOn = plan.nextChargeOn;
      const summary = async () =>
        (await api().call('GET', '/admin/subscriptions/summary', admin)).json().data;
      const before = await summary();
      await runDays(chargeOn, 9);
      const after = await get(customer, plan._id);
      expect(after.status).toBe('paused');
      // The owner's dashboard still counts the paused plan's unpaid box, and what it owes.
      const owed = await summary();
      expect(owed.paymentsInDunning).toBe(before.paymentsInDunning + 1);
      expect(owed.amountOwed).toBeCloseTo(before.amountOwed + plan.nextAmount, 2);
      const failures = after.events.filter((event) => event.kind === 'payment_failed');
      expect(failures).toHaveLength(5);
      // hardening 40.18: one sentence per fact, no '(try 1).' after the bank's own full stop.
      expect(failures.at(-1)?.detail).toMatch(
        /^Payment try 1 of 5 failed: [^()]*[^.]\. Next try on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/,
      );
      expect(failures[0]?.detail).toMatch(
        /^Payment try 5 of 5 failed: [^()]*[^.]\. No tries left: the plan is paused\.$/,
      );
      const tries = await t.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.userId, customer.user.id));
      expect(tries).toHaveLength(5);
      expect(tries.every((intent) => intent.status !== 'succeeded')).toBe(true);
      const mail = await mailTo(customer.user.email);
      const failed = mail.filter((row) => row.subject?.includes('payment failed'));
      expect(failed).toHaveLength(5);
      expect(failed[0]?.text).toMatch(/\/auto-replace\/pay\/[\w-]{12}/);
      expect(failed.at(-1)?.text).toContain('your plan is paused');
      const owner = await mailTo('support@clearspring.example');
      expect(owner.some((row) => row.subject?.includes('Auto-replace paused'))).toBe(true);
      const days = failures.map((event) => event.at.slice(0, 10)).reverse();
      expect(days).toEqual([0, 1, 3, 5, 7].map((n) => addShopDays(chargeOn, n)));
      // Paused after failed payments, the unpaid box still shows, with no try left.
      expect(after.pending).toMatchObject({ nextRetryOn: null, amount: plan.nextAmount });
      expect(after.pausedBy).toBe('failed_payments');
    });
  }

  it('3184: the authentication page completes the order', async () => {
    const { customer, plan } = await withPlan(CARDS.authenticates, 10);
    await runDays(plan.nextChargeOn, 1);
    const held = await get(customer, plan._id);
    expect(held.status).toBe('payment_failed');
    expect(held.pending).toMatchObject({ reason: 'requires_action' });
    const mail = await mailTo(customer.user.email);
    const code = mail
      .find((row) => row.subject?.includes('confirm'))
      ?.text.match(/\/auto-replace\/pay\/([\w-]{12})/)?.[1];
    expect(code).toBeTruthy();
    const view = await api().call('GET', `/subscription-payments/${code}`);
    // Test mode: no client secret, so the page shows its simulated challenge.
    expect(view.json().data).toMatchObject({
      state: 'open',
      canAuthenticate: true,
      authentication: null,
    });
    const paid = await api().call('POST', `/subscription-payments/${code}`, undefined, {
      authenticated: true,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.state).toBe('paid');
    const after = await get(customer, plan._id);
    expect(after.status).toBe('active');
    expect(after.orders).toHaveLength(1);
    expect(after.nextDueOn > plan.nextDueOn).toBe(true);
    const again = await api().call('POST', `/subscription-payments/${code}`, undefined, {
      authenticated: true,
    });
    expect(again.json().data.state).toBe('paid');
    expect(
      await t.db.select().from(orders).where(eq(orders.userId, customer.user.id)),
    ).toHaveLength(1);
  });

  it('out of stock: no charge, the customer and owner told, then the cycle is skipped', async () => {
    const { customer, plan } = await withPlan(CARDS.succeeds, 10, 0);
    await runDays(plan.nextChargeOn, 9);
    const after = await get(customer, plan._id);
    expect(after.status).toBe('active');
    expect(after.nextDueOn > plan.nextDueOn).toBe(true);
    expect(after.orders).toHaveLength(0);
    expect(
      await t.db.select().from(paymentIntents).where(eq(paymentIntents.userId, customer.user.id)),
    ).toHaveLength(0);
    const mail = await mailTo(customer.user.email);
    expect(mail.filter((row) => row.subject?.includes('waiting for stock'))).toHaveLength(1);
    expect(mail.filter((row) => row.subject?.includes('was skipped'))).toHaveLength(1);
    const owner = await mailTo('support@clearspring.example');
    expect(owner.some((row) => row.subject?.includes('out of stock'))).toBe(true);
  });

  it("the notice's skip link: GET changes nothing, POST acts once", async () => {
    const { customer, plan } = await withPlan(CARDS.succeeds, 20);
    await runDays(addShopDays(plan.nextChargeOn, -3), 1);
    const notice = (await mailTo(customer.user.email)).find((row) =>
      row.subject?.includes('ships on'),
    );
    const code = notice?.text.match(/Skip this shipment: \S+\/a\/([\w-]{12})/)?.[1];
    expect(code).toBeTruthy();
    const look = await api().call('GET', `/subscription-links/${code}`);
    expect(look.json().data.kind).toBe('confirm');
    expect((await get(customer, plan._id)).nextDueOn).toBe(plan.nextDueOn);
    const done = await api().call('POST', `/subscription-links/${code}`);
    expect(done.json().data.title).toBe('Shipment skipped');
    const twice = await api().call('POST', `/subscription-links/${code}`);
    expect(twice.json().data.kind).toBe('page');
    expect(twice.json().data.title).not.toBe('Shipment skipped');
    expect((await get(customer, plan._id)).nextDueOn > plan.nextDueOn).toBe(true);
  });
});
