import { addShopDays, PLAN_NOTICE_DAYS, type Subscription } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, trackedParts, trackedProducts, users } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { setUpTestUser } from '../../test/test-users.ts';
import { CARDS, planApi, planCustomer } from '../subscriptions/plan-fixtures.ts';
import { stopTexts } from './sms-opt-outs.ts';

const today = () => new Date().toISOString().slice(0, 10);

describe("an Auto-replace notice to a number that replied STOP goes to the account's e-mail", () => {
  const t = setUpTestApp();
  const admin = setUpTestUser(t, { role: 'admin' });

  /** A plan whose tracker texts `phone` (the account's own, verified), its charge 20 days on. */
  async function planTexting(phone: string) {
    const customer = await planCustomer(t.app, t.db, {
      card: CARDS.succeeds,
      installedOn: addShopDays(today(), 20 - 182),
      lifespanMonths: 6,
    });
    await t.db
      .update(users)
      .set({ phoneNumber: phone.replace(/[\s()-]/g, ''), isPhoneVerified: true })
      .where(eq(users.id, customer.user.id));
    const [part] = await t.db
      .select({ trackerId: trackedParts.trackedProductId })
      .from(trackedParts)
      .where(eq(trackedParts.id, customer.trackedPartId));
    await t.db
      .update(trackedProducts)
      .set({ contactMethod: 'sms', contactSms: phone })
      .where(eq(trackedProducts.id, part?.trackerId as string));
    const created = await planApi(t.app).call('POST', '/subscriptions', customer.user, {
      trackedPartId: customer.trackedPartId,
    });
    expect(created.statusCode).toBe(200);
    return { email: customer.user.email, plan: created.json().data as Subscription };
  }
  const noticesTo = async (to: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.to, to))).filter((row) =>
      / ships /.test(`${row.subject ?? ''} ${row.text}`),
    );

  it('texts the notice to a number that did not, and e-mails it for one that did', async () => {
    const texting = await planTexting('+1 (713) 555-0111');
    const stopped = await planTexting('+1 (713) 555-0122');
    await stopTexts(t.db, '+17135550122');
    expect(texting.plan.nextChargeOn).toBe(stopped.plan.nextChargeOn);

    const noticeDay = addShopDays(texting.plan.nextChargeOn, -PLAN_NOTICE_DAYS);
    const ran = await planApi(t.app).run(admin, new Date(`${noticeDay}T15:00:00Z`));
    expect(ran.statusCode).toBe(200);

    expect(await noticesTo('+1 (713) 555-0111')).toHaveLength(1);
    expect(await noticesTo('+1 (713) 555-0122')).toHaveLength(0);
    expect(await noticesTo(stopped.email)).toHaveLength(1);
    expect(await noticesTo(texting.email)).toHaveLength(0);
  });
});
