import { addShopDays, type Subscription } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { CARDS, planApi, planCustomer } from './plan-fixtures.ts';

/**
 * The plan's address decides the sales tax of every shipment, so it is checked as the saved
 * address is: a Texas ZIP with Oregon (no sales tax) chosen as the state is refused.
 */
describe("an auto-replace plan's shipping address", () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const otherStatesZip = { street: '1 Main St', city: 'Austin', state: 'OR', zip: '78701' };

  async function plan() {
    const today = new Date().toISOString().slice(0, 10);
    const customer = await planCustomer(t.app, t.db, {
      card: CARDS.succeeds,
      installedOn: addShopDays(today, -160),
      lifespanMonths: 6,
    });
    const created = await planApi(t.app).call('POST', '/subscriptions', customer.user, {
      trackedPartId: customer.trackedPartId,
    });
    expect(created.statusCode).toBe(200);
    return { customer, plan: created.json().data as Subscription };
  }

  it('refuses a ZIP of another state, from the customer and from the back office', async () => {
    const { customer, plan: before } = await plan();
    for (const [url, user] of [
      [`/subscriptions/${before._id}`, customer.user],
      [`/admin/subscriptions/${before._id}`, admin],
    ] as const) {
      const changed = await planApi(t.app).call('PATCH', url, user, {
        shippingAddress: otherStatesZip,
      });
      expect(changed.statusCode, url).toBe(400);
      expect(changed.json().message).toBe(
        'ZIP code 78701 is in Texas, not Oregon. Please check the state and ZIP code.',
      );
    }
    const after = await planApi(t.app).call('GET', `/subscriptions/${before._id}`, customer.user);
    expect(after.json().data).toMatchObject({
      shippingAddress: before.shippingAddress,
      nextAmount: before.nextAmount,
    });
  });
});
