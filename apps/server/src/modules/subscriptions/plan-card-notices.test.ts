import { addMonths } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { CARDS, planApi, planCustomer } from './plan-fixtures.ts';

const DAY = 86_400_000;
const firstOfMonth = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));

describe("auto-replace: a plan's card that runs out", () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin', name: 'Olive Owner' });
  });
  afterAll(() => t.close());

  /** A customer on a plan paid by a card that expires at the end of `expires`'s month. */
  async function onPlanWithCard(expires: Date) {
    const customer = await planCustomer(t.app, t.db, {
      card: async () => ({
        card: {
          number: CARDS.succeeds,
          expMonth: expires.getUTCMonth() + 1,
          expYear: expires.getUTCFullYear(),
          cvc: '123',
        },
      }),
      installedOn: new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10),
    });
    const created = await planApi(t.app).call('POST', '/subscriptions', customer.user, {
      trackedPartId: customer.trackedPartId,
    });
    expect(created.statusCode).toBe(200);
    return customer;
  }
  const expiring = async (email: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.to, email))).filter((row) =>
      row.subject?.includes('expires soon'),
    );

  it('tells the customer a month and a week before, once each, and leaves later cards alone', async () => {
    // A card good through the month after next: it stops working on the 1st after that.
    const lastMonth = firstOfMonth(addMonths(new Date(), 2));
    const stops = firstOfMonth(addMonths(lastMonth, 1));
    const soon = await onPlanWithCard(lastMonth);
    const later = await onPlanWithCard(addMonths(new Date(), 14));
    const run = (at: Date) => planApi(t.app).run(admin, at);

    expect((await run(new Date(stops.getTime() - 40 * DAY))).statusCode).toBe(200);
    expect(await expiring(soon.user.email ?? '')).toHaveLength(0);

    await run(new Date(stops.getTime() - 20 * DAY));
    await run(new Date(stops.getTime() - 19 * DAY));
    const month = await expiring(soon.user.email ?? '');
    expect(month).toHaveLength(1);
    expect(month[0]?.text).toContain('expires within 30 days');
    expect(month[0]?.text).toContain('/account/auto-replace/');

    await run(new Date(stops.getTime() - 5 * DAY));
    const week = await expiring(soon.user.email ?? '');
    expect(week).toHaveLength(2);
    expect(week.some((row) => row.text.includes('expires within 7 days'))).toBe(true);

    expect(await expiring(later.user.email ?? '')).toHaveLength(0);
  }, 120_000);
});
