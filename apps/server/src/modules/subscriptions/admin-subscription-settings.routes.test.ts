import { addShopDays, type SubscriptionQuote, type SubscriptionSettings } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { CARDS, planApi, planCustomer } from './plan-fixtures.ts';

const today = () => new Date().toISOString().slice(0, 10);

describe("the owner's plan settings (API)", () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const api = () => planApi(t.app);
  const settingsUrl = '/admin/subscriptions/settings';

  it('answers 401 signed out and 403 for a customer, on reading and on saving', async () => {
    const customer = await createTestUser(t.app, t.db, { verified: true });
    expect((await api().call('GET', settingsUrl)).statusCode).toBe(401);
    expect((await api().call('PUT', settingsUrl, undefined, { leadDays: 3 })).statusCode).toBe(401);
    expect((await api().call('GET', settingsUrl, customer)).statusCode).toBe(403);
    const put = await api().call('PUT', settingsUrl, customer, { discountPercent: 50 });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({ success: false });
  });

  it.each([
    [{ discountPercent: 95 }, 'Discount must be at most 90%.'],
    [{ discountPercent: -1 }, 'Discount must be 0 or more.'],
    [{ discountPercent: 'ten' }, 'Discount must be a number.'],
    [{ leadDays: 61 }, 'Lead time must be at most 60.'],
    [{ leadDays: 2.5 }, 'Lead time must be a whole number.'],
    [{ boxWindowDays: 61 }, 'Box window must be at most 60.'],
    [{ boxWindowDays: -1 }, 'Box window must be 0 or more.'],
    [{ freeShippingFrom: -5 }, 'Free shipping from must be an amount'],
    [{ boxShipping: 4.955 }, 'Box shipping can have at most two decimals.'],
    [{ boxShipping: 'free' }, 'Box shipping must be an amount'],
  ])('answers 400 in the error envelope for %j', async (body, message) => {
    const answer = await api().call('PUT', settingsUrl, admin, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      message: expect.stringContaining(message),
    });
    expect(typeof answer.json().code).toBe('string');
  });

  it('reads the defaults, saves each value on its own and reads them back', async () => {
    const before = (await api().call('GET', settingsUrl, admin)).json()
      .data as SubscriptionSettings;
    const box = { boxWindowDays: 21, freeShippingFrom: 35, boxShipping: 4.95 };
    expect(before).toEqual({ discountPercent: 10, leadDays: t.config.autoReplaceLeadDays, ...box });

    const discount = await api().call('PUT', settingsUrl, admin, { discountPercent: 12.5 });
    expect(discount.statusCode).toBe(200);
    expect(discount.json().data).toEqual({
      discountPercent: 12.5,
      leadDays: before.leadDays,
      ...box,
    });

    const lead = await api().call('PUT', settingsUrl, admin, { leadDays: 14 });
    expect(lead.json().data).toEqual({ discountPercent: 12.5, leadDays: 14, ...box });
    const boxed = await api().call('PUT', settingsUrl, admin, {
      boxWindowDays: 28,
      freeShippingFrom: 49.99,
      boxShipping: 0,
    });
    const saved = { boxWindowDays: 28, freeShippingFrom: 49.99, boxShipping: 0 };
    expect(boxed.json().data).toEqual({ discountPercent: 12.5, leadDays: 14, ...saved });
    const read = await api().call('GET', settingsUrl, admin);
    expect(read.json().data).toEqual({ discountPercent: 12.5, leadDays: 14, ...saved });
    await api().call('PUT', settingsUrl, admin, box);
  });

  it("applies the discount and the lead time to a customer's next quote", async () => {
    const installedOn = addShopDays(today(), 60 - 182);
    const customer = await planCustomer(t.app, t.db, { card: CARDS.succeeds, installedOn });
    const quote = async () =>
      (
        await api().call(
          'GET',
          `/subscriptions/quote?trackedPartId=${customer.trackedPartId}`,
          customer.user,
        )
      ).json().data as SubscriptionQuote;

    await api().call('PUT', settingsUrl, admin, { discountPercent: 25, leadDays: 10 });
    const first = await quote();
    expect(first.discountPercent).toBe(25);
    expect(first.discount).toBeCloseTo(first.subtotal * 0.25, 2);
    expect(first.leadDays).toBe(10);
    expect(first.firstChargeOn).toBe(addShopDays(first.dueOn, -10));

    await api().call('PUT', settingsUrl, admin, { discountPercent: 0 });
    const second = await quote();
    expect(second.discountPercent).toBe(0);
    expect(second.discount).toBe(0);
  });
});
