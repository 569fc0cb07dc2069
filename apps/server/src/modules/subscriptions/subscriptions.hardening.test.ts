import { addShopDays, formatShopDate, type Subscription } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, paymentMethods } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { CARDS, planApi, planCustomer } from './plan-fixtures.ts';

describe('auto-replace plans: requests at the edges (issue 40)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  async function withPlan() {
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
    return { user: customer.user, plan: created.json().data as Subscription };
  }

  /** A POST as a plain client sends it when there is nothing to say: no body, no content type. */
  const bare = (url: string, user: TestUser) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.headers });

  it('hardening 40.8: pause and cancel take no body at all, as their optional body allows', async () => {
    const { user, plan } = await withPlan();
    const paused = await bare(`/subscriptions/${plan._id}/pause`, user);
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data.status).toBe('paused');
    expect((await bare(`/subscriptions/${plan._id}/resume`, user)).statusCode).toBe(200);
    const cancelled = await bare(`/subscriptions/${plan._id}/cancel`, user);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
  });

  it("hardening 40.8: the back office's plan actions take no body at all", async () => {
    const { plan } = await withPlan();
    for (const [action, status] of [
      ['pause', 'paused'],
      ['resume', 'active'],
      ['cancel', 'cancelled'],
    ] as const) {
      const answer = await bare(`/admin/subscriptions/${plan._id}/${action}`, admin);
      expect(answer.statusCode, action).toBe(200);
      expect(answer.json().data.status).toBe(status);
    }
  });

  it("hardening 40.18: the plan's first e-mail names Auto-replace once in its subject", async () => {
    const { user, plan } = await withPlan();
    const mail = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail.map((row) => row.subject)).toContain(
      `Auto-replace: Plan started; the first shipment goes out on ${formatShopDate(plan.nextChargeOn)}`,
    );
  });

  it('hardening 40.18: a card change names the network as people write it', async () => {
    const { user, plan } = await withPlan();
    const saved = await planApi(t.app).call('POST', '/payment-methods', user, {
      card: { number: '3782 822463 10005', expMonth: 12, expYear: 2099, cvc: '1234' },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const amex = saved.json().data._id as string;
    const changed = await planApi(t.app).call('PATCH', `/subscriptions/${plan._id}`, user, {
      paymentMethodId: amex,
    });
    expect(changed.statusCode).toBe(200);
    const mail = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail.map((row) => row.subject)).toContain(
      'Auto-replace: Card changed to American Express ending 0005',
    );
  });

  it("hardening 40.18: the card-expiry e-mail names the card's network as people write it", async () => {
    const { user } = await withPlan();
    await t.db
      .update(paymentMethods)
      .set({ expMonth: 12, expYear: 2030 })
      .where(eq(paymentMethods.userId, user.id));
    const ran = await planApi(t.app).run(admin, new Date('2030-12-10T12:00:00Z'));
    expect(ran.statusCode).toBe(200);
    const mail = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    const notice = mail.find((row) => row.subject === 'Your card ending 4242 expires soon');
    expect(notice?.text).toMatch(/^The Visa card ending 4242 that pays for /);
  });

  it('hardening 40.6: a run as of a moment near year 9999 answers 400 naming now', async () => {
    for (const now of ['9999-12-31T23:00:00Z', '0000-01-01T00:00:00Z']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/subscriptions/run',
        headers: admin.headers,
        payload: { now },
      });
      expect(answer.statusCode, now).toBe(400);
      expect(answer.json()).toEqual({
        success: false,
        message: 'now: now must fall between 1900 and 2999.',
        code: 'VALIDATION_ERROR',
      });
    }
  });
});
