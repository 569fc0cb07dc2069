import { addShopDays, type Return, type ReturnOptions, type Subscription } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';
import { CARDS, planApi, planCustomer } from '../subscriptions/plan-fixtures.ts';
import { returnsFixtures } from './returns-fixtures.ts';

/**
 * Issue 42: a return of an auto-replace order carries the customer's plan that placed it, so a
 * "wrong item" can lead to the plan's product swap (decision 076); a checkout order's does not.
 */

const SLOW = { timeout: 120_000 };
const today = new Date().toISOString().slice(0, 10);
let t: TestApp;
let owner: TestUser;
let f: ReturnType<typeof returnsFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestUser(t.app, t.db, { staffRole: 'owner', name: 'Olive Owner' });
  f = returnsFixtures(t, () => owner);
}, 300_000);
afterAll(() => t?.close());

/** A customer whose plan shipped its next box today, delivered; the order's id and the plan. */
async function deliveredPlanOrder() {
  const customer = await planCustomer(t.app, t.db, {
    card: CARDS.succeeds,
    installedOn: addShopDays(today, 60 - 182),
    lifespanMonths: 6,
  });
  const api = planApi(t.app);
  const created = await api.call('POST', '/subscriptions', customer.user, {
    trackedPartId: customer.trackedPartId,
  });
  expect(created.statusCode, created.body).toBe(200);
  const plan = created.json().data as Subscription;
  const shipped = await api.call('POST', `/subscriptions/${plan._id}/ship-now`, customer.user);
  expect(shipped.statusCode, shipped.body).toBe(200);
  const orderId = (shipped.json().data as Subscription).placedOrders[0]?._id as string;
  for (const step of ['ship', 'deliver']) {
    const body = step === 'ship' ? { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } : {};
    const done = await f.client.call('POST', `/admin/orders/${orderId}/${step}`, owner, body);
    expect(done.statusCode, done.body).toBe(200);
  }
  return { customer, plan, orderId };
}

describe('issue 42: a return of an auto-replace order knows its plan', SLOW, () => {
  it("answers the owner's live plan on the return and its form; a cancelled plan, none", async () => {
    const { customer, plan, orderId } = await deliveredPlanOrder();
    const options = await f.client.call('GET', `/orders/${orderId}/returns/options`, customer.user);
    expect(options.statusCode, options.body).toBe(200);
    const offered = { _id: plan._id, systemName: 'Kitchen', productName: plan.productName };
    expect((options.json().data as ReturnOptions).plans).toEqual([offered]);

    const started = await f.startReturn(customer.user, orderId, {
      lines: [{ productId: plan.productId, quantity: 1 }],
      reason: 'wrong item',
    });
    expect(started.statusCode, started.body).toBe(201);
    const made = started.json().data as Return;
    expect(made).toMatchObject({ orderSource: 'auto_replace', plans: [offered] });
    const mine = await f.client.call('GET', `/returns/${made._id}`, customer.user);
    expect((mine.json().data as Return).plans).toEqual([offered]);

    // The desk says where the order came from, but offers no plan of the customer's.
    const desk = await f.client.call('GET', `/admin/returns/${made._id}`, owner);
    expect(desk.statusCode, desk.body).toBe(200);
    expect(desk.json().data.orderSource).toBe('auto_replace');
    expect(desk.json().data.plans).toBeUndefined();

    const cancelled = await planApi(t.app).call(
      'POST',
      `/subscriptions/${plan._id}/cancel`,
      customer.user,
      { reason: 'Other' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await f.client.call('GET', `/returns/${made._id}`, customer.user);
    expect((after.json().data as Return).plans).toEqual([]);
  });

  it('a return of a checkout order carries no plan', async () => {
    const buyer = await createTestUser(t.app, t.db, { verified: true });
    await saveAddress(t.db, buyer.id, 'TX');
    const kitId = await insertProduct(t.db, { priceCents: 2_000, stock: 50, name: 'Test Kit' });
    const orderId = await f.deliveredOrder(buyer, [{ productId: kitId, quantity: 1 }]);
    const options = await f.client.call('GET', `/orders/${orderId}/returns/options`, buyer);
    expect((options.json().data as ReturnOptions).plans).toEqual([]);
    const started = await f.startReturn(buyer, orderId, {
      lines: [{ productId: kitId, quantity: 1 }],
      reason: 'wrong item',
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().data).toMatchObject({ orderSource: 'checkout', plans: [] });
  });
});
