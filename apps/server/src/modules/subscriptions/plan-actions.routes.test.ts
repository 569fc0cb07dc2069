import { addMonths, addShopDays, type Subscription } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, paymentIntents, products, trackedParts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { saveAddress } from '../orders/commerce-fixtures.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';
import { CARDS, planApi, planCustomer } from './plan-fixtures.ts';

/**
 * Issue 39 items 7 and 8: ship now, the customer's own interval, a swap to another product that
 * fits the system, a pause that would change nothing, and the owner's resend of a pay link
 * (decision 077).
 */

const today = new Date().toISOString().slice(0, 10);
const at = (day: string) => new Date(`${day}T15:00:00Z`);

describe('plan actions (API)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin', name: 'Olive Owner' });
  }, 240_000);
  afterAll(() => t.close());

  const api = () => planApi(t.app);

  /** A plan on a 6-month part due in `dueInDays`. */
  async function withPlan(card: string, dueInDays: number) {
    const installedOn = addShopDays(today, dueInDays - 182);
    const customer = await planCustomer(t.app, t.db, {
      card,
      installedOn,
      lifespanMonths: 6,
    });
    const created = await api().call('POST', '/subscriptions', customer.user, {
      trackedPartId: customer.trackedPartId,
    });
    expect(created.statusCode, created.body).toBe(200);
    return { customer, installedOn, plan: created.json().data as Subscription };
  }

  it('ship now: two presses at once place one order on one charge, and the schedule moves on one interval', async () => {
    const { customer, plan } = await withPlan(CARDS.succeeds, 60);
    const press = () => api().call('POST', `/subscriptions/${plan._id}/ship-now`, customer.user);
    const answers = await Promise.all([press(), press()]);
    expect(answers.map((answer) => answer.statusCode)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    expect(placed).toHaveLength(1);
    const charges = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, customer.user.id));
    expect(charges.filter((intent) => intent.status === 'succeeded')).toHaveLength(1);
    const after = (await api().call('GET', `/subscriptions/${plan._id}`, customer.user)).json()
      .data as Subscription;
    expect(after.orders).toHaveLength(1);
    // Shipped early, the part counts as fitted on its due date: the next box is 6 months later.
    const sixLater = addMonths(new Date(`${plan.nextDueOn}T00:00:00Z`), 6)
      .toISOString()
      .slice(0, 10);
    expect(after.nextDueOn).toBe(sixLater);
    expect(after.events.some((event) => event.kind === 'shipped_now')).toBe(true);
    // A third press: the box just sent counts until its due date.
    const again = await press();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Your last box was for the part due /);
  });

  it('ship now answers 409 when a box already ships within the notice days', async () => {
    const { customer, plan } = await withPlan(CARDS.succeeds, 8);
    const answer = await api().call('POST', `/subscriptions/${plan._id}/ship-now`, customer.user);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ success: false, code: expect.any(String) });
    expect(answer.json().message).toMatch(/^Your next box already ships on [A-Z][a-z]{2} \d/);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    expect(placed).toHaveLength(0);
  });

  it("PATCH intervalMonths overrides the part's lifespan until reset with null; 1-36 only", async () => {
    const { customer, installedOn, plan } = await withPlan(CARDS.succeeds, 60);
    expect(plan).toMatchObject({ intervalMonths: 6, partIntervalMonths: 6, intervalChosen: false });
    const patch = (body: object) =>
      api().call('PATCH', `/subscriptions/${plan._id}`, customer.user, body);
    const longer = await patch({ intervalMonths: 9 });
    expect(longer.statusCode, longer.body).toBe(200);
    const nine = addMonths(new Date(`${installedOn}T12:00:00Z`), 9)
      .toISOString()
      .slice(0, 10);
    expect(longer.json().data).toMatchObject({
      intervalMonths: 9,
      intervalChosen: true,
      nextDueOn: nine,
    });
    const events = longer.json().data.events as Subscription['events'];
    expect(
      events.some((event) => event.detail.startsWith('Interval changed to every 9 months')),
    ).toBe(true);
    const reset = await patch({ intervalMonths: null });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toMatchObject({
      intervalMonths: 6,
      intervalChosen: false,
      nextDueOn: plan.nextDueOn,
    });
    for (const months of [0, 37, 2.5]) {
      const refused = await patch({ intervalMonths: months });
      expect(refused.statusCode, String(months)).toBe(400);
      expect(refused.json().message).toMatch(/Interval/);
    }
  });

  it('PATCH productId swaps to a part that fits the system, and answers 400 for one that does not', async () => {
    const user = await createTestUser(t.app, t.db, { verified: true });
    await saveAddress(t.db, user.id);
    await api().call('POST', '/payment-methods', user, {
      card: { number: CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    const created = await api().call('POST', '/trackers/tracked-products', user, {
      productId: (await productBySku(t.db, 'UC-3S-CM')).id,
      customName: 'Kitchen',
      installationDate: `${addShopDays(today, -100)}T12:00:00Z`,
      additionalData: { contactMethod: 'email', email: user.email },
    });
    const parts = created.json().data.trackedSystemParts as Array<{
      _id: string;
      partProductId: string | null;
    }>;
    const sediment = await productBySku(t.db, 'PRT-SED-5');
    const carbon = await productBySku(t.db, 'PRT-CB-10');
    const elsewhere = await productBySku(t.db, 'PRT-UV-LMP');
    await t.db.update(products).set({ stock: 1000 }).where(eq(products.id, carbon.id));
    await t.db.update(products).set({ stock: 1000 }).where(eq(products.id, sediment.id));
    const part = parts.find((candidate) => candidate.partProductId === sediment.id);
    if (!part) throw new Error('the system has no sediment part');
    await t.db
      .update(trackedParts)
      .set({ initialLifespanMonths: 6 })
      .where(eq(trackedParts.id, part._id));
    const plan = (
      await api().call('POST', '/subscriptions', user, { trackedPartId: part._id })
    ).json().data as Subscription;
    const options = await api().call('GET', `/subscriptions/${plan._id}/products`, user);
    expect(options.statusCode).toBe(200);
    const ids = (options.json().data as Array<{ _id: string; current: boolean }>).map((o) => o._id);
    expect(ids).toContain(carbon.id);
    expect(ids).not.toContain(elsewhere.id);
    const refused = await api().call('PATCH', `/subscriptions/${plan._id}`, user, {
      productId: elsewhere.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'That product does not fit Kitchen. Choose one of the parts the shop lists for this system.',
    );
    const swapped = await api().call('PATCH', `/subscriptions/${plan._id}`, user, {
      productId: carbon.id,
    });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().data).toMatchObject({ productId: carbon.id, productName: carbon.name });
    // The plan's part is now the carbon block, with its own lifespan, not the sediment's 6 months.
    const [tracked] = await t.db.select().from(trackedParts).where(eq(trackedParts.id, part._id));
    const carbonMonths = carbon.slowReplaceMonths ?? carbon.quickReplaceMonths;
    expect(carbonMonths).not.toBe(6);
    expect(tracked).toMatchObject({
      partProductId: carbon.id,
      partProductNameSnapshot: carbon.name,
    });
    const after = (await api().call('GET', `/subscriptions/${plan._id}`, user)).json()
      .data as Subscription;
    expect(after).toMatchObject({
      partName: carbon.name,
      partIntervalMonths: tracked?.initialLifespanMonths,
      intervalMonths: tracked?.initialLifespanMonths,
      intervalChosen: false,
    });
    expect(after.partIntervalMonths).not.toBe(6);
    // The next box follows the carbon block's lifespan from installation.
    const installed = `${addShopDays(today, -100)}T12:00:00Z`;
    expect(after.nextDueOn).toBe(
      addMonths(installed, after.partIntervalMonths).toISOString().slice(0, 10),
    );
  });

  it('a pause that would end before the next shipment is refused, saying why', async () => {
    const { customer, plan } = await withPlan(CARDS.succeeds, 60);
    const pause = (until: string) =>
      api().call('POST', `/subscriptions/${plan._id}/pause`, customer.user, { until });
    const early = await pause(addShopDays(plan.nextChargeOn, -1));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(
      /^Your next shipment is on [A-Z][a-z]{2} \d{1,2}, \d{4}, so a pause until .* would not stop it\. Choose a day after .*, or skip that shipment\.$/,
    );
    const later = await pause(addShopDays(plan.nextChargeOn, 10));
    expect(later.statusCode).toBe(200);
    expect(later.json().data).toMatchObject({ status: 'paused', pausedBy: 'customer' });
  });

  it('the owner sees why a plan is paused and what it owes, and resends the pay link through the outbox', async () => {
    const { customer, plan } = await withPlan(CARDS.declined, 10);
    const failed = await api().run(admin, at(plan.nextChargeOn));
    expect(failed.statusCode).toBe(200);
    const mine = (await api().call('GET', `/subscriptions/${plan._id}`, customer.user)).json()
      .data as Subscription;
    expect(mine.status).toBe('payment_failed');
    expect(mine.pending).toMatchObject({ reason: 'declined', amount: plan.nextAmount });
    expect(mine.pending?.lastError).toMatch(/declined/i);

    const link = await api().call('POST', `/subscriptions/${plan._id}/pay-link`, customer.user);
    expect(link.statusCode).toBe(200);
    expect(link.json().data.payPath).toMatch(/^\/auto-replace\/pay\/[\w-]{12}$/);
    const page = await api().call(
      'GET',
      `/subscription-payments/${link.json().data.payPath.split('/').at(-1)}`,
    );
    expect(page.json().data).toMatchObject({ state: 'open', amount: plan.nextAmount });
    expect(page.json().data.lastError).toMatch(/declined/i);

    const mails = async () =>
      (await t.db.select().from(outbox).where(eq(outbox.to, customer.user.email))).filter((row) =>
        row.subject?.includes('payment failed'),
      );
    expect(await mails()).toHaveLength(1);
    const url = `/admin/subscriptions/${plan._id}/resend-pay-link`;
    expect((await api().call('POST', url, customer.user)).statusCode).toBe(403);
    const resent = await api().call('POST', url, admin);
    expect(resent.statusCode, resent.body).toBe(200);
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent.at(-1)?.text).toMatch(/\/auto-replace\/pay\/[\w-]{12}/);
    expect(sent.at(-1)?.text).toMatch(/the card was declined \(.+\)\./);
    const events = resent.json().data.events as Subscription['events'];
    expect(events.find((event) => event.kind === 'pay_link_resent')?.detail).toBe(
      'The pay link was sent again (by Olive Owner).',
    );

    // Every retry fails: the plan pauses, and the owner's list says why and what is owed.
    for (let day = 1; day <= 8; day += 1)
      await api().run(admin, at(addShopDays(plan.nextChargeOn, day)));
    const listed = await api().call('GET', `/admin/subscriptions?q=${customer.user.email}`, admin);
    const row = listed.json().data.items.find((item: { _id: string }) => item._id === plan._id);
    expect(row).toMatchObject({
      status: 'paused',
      pausedBy: 'failed_payments',
      owed: plan.nextAmount,
    });
    const paused = (await api().call('GET', `/subscriptions/${plan._id}`, customer.user)).json()
      .data as Subscription;
    expect(paused).toMatchObject({ status: 'paused', pausedBy: 'failed_payments' });
    expect(paused.pending).toMatchObject({ nextRetryOn: null, amount: plan.nextAmount });
    expect((await api().call('POST', url, admin)).statusCode).toBe(200);

    const healthy = await withPlan(CARDS.succeeds, 60);
    const nothing = await api().call(
      'POST',
      `/admin/subscriptions/${healthy.plan._id}/resend-pay-link`,
      admin,
    );
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('There is no payment waiting on this plan.');
  });
});
