import { addShopDays, formatShopDate, PLAN_NOTICE_DAYS } from '@shop/contract';
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  paymentMethods,
  planCardNotices,
  subscriptionCycles,
  subscriptions,
  trackedProducts,
} from '../../db/schema/index.ts';
import { reminderAddressAllowed } from '../reminders/reminder-address-allowed.ts';
import { trackerTextsStopped } from '../sms-opt-outs/sms-opt-outs.ts';
import { isoDay } from '../trackers/part-due.ts';
import { householdPlans } from './plan-box.ts';
import { issuePlanLinks } from './plan-links.ts';
import { boxPrice } from './plan-price.ts';
import type { RunKit } from './plan-run-kit.ts';
import { readPlanSettings } from './plan-settings.ts';
import { type PlanContext, planStore, SYSTEM } from './plan-store.ts';

/** The run's messages ahead of a charge: the shipment notice and the expiring card. */
export function planNotices(kit: RunKit) {
  const { deps, db, inTransaction } = kit;

  /**
   * Where a plan's notice goes: the tracker's contact when allowed, else the account's e-mail.
   * A number that replied STOP is not allowed: Twilio would refuse the text, and the notice is
   * about the customer's money, so it goes by e-mail instead.
   */
  async function noticeAddress(tx: Database, context: PlanContext) {
    const [allowed] = await tx
      .select({ ok: sql<boolean>`true` })
      .from(trackedProducts)
      .where(
        and(
          eq(trackedProducts.id, context.tracker.id),
          reminderAddressAllowed,
          sql`not ${trackerTextsStopped}`,
        ),
      );
    const { contactMethod, contactEmail, contactSms } = context.tracker;
    if (allowed && contactMethod === 'sms' && contactSms) {
      return { channel: 'sms' as const, address: contactSms };
    }
    if (allowed && contactMethod === 'email' && contactEmail) {
      return { channel: 'email' as const, address: contactEmail };
    }
    return context.customer.email
      ? { channel: 'email' as const, address: context.customer.email }
      : null;
  }

  /**
   * The notice PLAN_NOTICE_DAYS before a charge: the cycle row is created then, and its
   * notice_for mark commits with the message, so each charge day gets one notice.
   */
  async function sendNotices(now: Date, discountPercent: number): Promise<number> {
    const today = isoDay(now);
    const settings = { ...(await readPlanSettings(db, deps.defaultLeadDays)), discountPercent };
    const noticeDay = addShopDays(today, PLAN_NOTICE_DAYS);
    const plans = await db
      .select({
        id: subscriptions.id,
        dueOn: subscriptions.nextDueOn,
        chargeOn: subscriptions.nextChargeOn,
      })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'active'),
          sql`${subscriptions.nextChargeOn} > ${today}::date`,
          lte(subscriptions.nextChargeOn, noticeDay),
        ),
      )
      // The earliest charge day of a household leads its box; its other parts are named in it.
      .orderBy(subscriptions.nextChargeOn, subscriptions.id);
    let sent = 0;
    for (const plan of plans) {
      await db
        .insert(subscriptionCycles)
        .values({ subscriptionId: plan.id, dueOn: plan.dueOn, chargeOn: plan.chargeOn })
        .onConflictDoNothing();
      const done = await inTransaction(async (tx, mail) => {
        const [marked] = await tx
          .update(subscriptionCycles)
          .set({ noticeFor: plan.chargeOn, chargeOn: plan.chargeOn })
          .where(
            and(
              eq(subscriptionCycles.subscriptionId, plan.id),
              eq(subscriptionCycles.dueOn, plan.dueOn),
              eq(subscriptionCycles.state, 'pending'),
              sql`${subscriptionCycles.noticeFor} is distinct from ${plan.chargeOn}::date`,
            ),
          )
          .returning({ id: subscriptionCycles.id });
        if (!marked) return false;
        const context = await planStore.context(tx, plan.id);
        if (!context) return false;
        const to = await noticeAddress(tx, context);
        if (!to) return false;
        const riders = await boxNoticeRiders(tx, context, plan.chargeOn, today, settings);
        const parts = [context, ...riders];
        const price = boxPrice(
          parts.map((part) => ({
            priceEachCents: part.product.priceCents,
            quantity: part.plan.quantity,
          })),
          settings,
          context.plan.shippingState,
          deps.pricing,
        );
        const codes = await issuePlanLinks(
          tx,
          { subscriptionId: plan.id, dueOn: plan.dueOn },
          ['skip', 'delay2w', 'delay1m', 'pause'] as const,
          now,
        );
        await mail.notice(
          tx,
          context,
          {
            chargeOn: plan.chargeOn,
            amountCents: price.totalCents,
            to,
            box: {
              parts: parts.map((part) => ({
                name: part.product.name,
                dueOn: part.plan.nextDueOn,
                intervalMonths: part.plan.intervalMonths ?? part.part.initialLifespanMonths,
              })),
              price,
            },
          },
          codes,
        );
        await planStore.record(tx, plan.id, {
          at: now,
          kind: 'notice_sent',
          detail: `Notice sent: ships on ${formatShopDate(plan.chargeOn)}, ${to.channel === 'sms' ? 'by SMS' : 'by e-mail'}.`,
          actor: SYSTEM,
        });
        return true;
      });
      if (done) sent += 1;
    }
    return sent;
  }

  /**
   * The parts a box charged on `chargeOn` will carry besides the lead's (decision 067), by the
   * rider rule; each is marked as told (notice_for its own charge day), so it gets no notice of
   * its own for the same shipment.
   */
  async function boxNoticeRiders(
    tx: Database,
    lead: PlanContext,
    chargeOn: string,
    today: string,
    settings: { boxWindowDays: number },
  ): Promise<PlanContext[]> {
    const candidates = (
      await householdPlans(tx, lead.plan, chargeOn, settings.boxWindowDays)
    ).filter((row) => row.nextChargeOn > today && row.nextChargeOn >= chargeOn);
    if (candidates.length === 0) return [];
    await tx
      .insert(subscriptionCycles)
      .values(
        candidates.map((row) => ({
          subscriptionId: row.id,
          dueOn: row.nextDueOn,
          chargeOn: row.nextChargeOn,
        })),
      )
      .onConflictDoNothing();
    const told: string[] = [];
    for (const row of candidates) {
      const [marked] = await tx
        .update(subscriptionCycles)
        .set({ noticeFor: row.nextChargeOn })
        .where(
          and(
            eq(subscriptionCycles.subscriptionId, row.id),
            eq(subscriptionCycles.dueOn, row.nextDueOn),
            eq(subscriptionCycles.state, 'pending'),
            isNull(subscriptionCycles.chargeKey),
          ),
        )
        .returning({ id: subscriptionCycles.id });
      if (marked) told.push(row.id);
    }
    const contexts = await planStore.contextsByIds(tx, told);
    return contexts.sort((a, b) => a.plan.nextDueOn.localeCompare(b.plan.nextDueOn));
  }

  /** Cards on active plans that expire within 30 days, then 7: one notice each. */
  async function cardNotices(now: Date) {
    const rows = await db
      .selectDistinct({
        id: subscriptions.id,
        paymentMethodId: subscriptions.paymentMethodId,
        userId: subscriptions.userId,
      })
      .from(subscriptions)
      // Only the cards that run out within a month are looked at: one lookup per active plan
      // was about 15,800 queries a run at the scale seed's size.
      .innerJoin(paymentMethods, eq(paymentMethods.id, subscriptions.paymentMethodId))
      .where(
        and(
          eq(subscriptions.status, 'active'),
          isNotNull(subscriptions.paymentMethodId),
          sql`(make_date(case when ${paymentMethods.expYear} < 100 then 2000 + ${paymentMethods.expYear} else ${paymentMethods.expYear} end, ${paymentMethods.expMonth}, 1) + interval '1 month') between ${now.toISOString()}::timestamptz and ${now.toISOString()}::timestamptz + interval '31 days'`,
        ),
      );
    const seen = new Set<string>();
    for (const row of rows) {
      if (!row.paymentMethodId || seen.has(row.paymentMethodId)) continue;
      seen.add(row.paymentMethodId);
      const card = await deps.cards.find(row.userId, row.paymentMethodId);
      if (!card) continue;
      const expires = Date.UTC(
        card.expYear < 100 ? 2000 + card.expYear : card.expYear,
        card.expMonth,
        1,
      );
      const daysLeft = (expires - now.getTime()) / 86_400_000;
      if (daysLeft <= 0) continue;
      const days = daysLeft <= 7 ? 7 : daysLeft <= 30 ? 30 : null;
      if (days === null) continue;
      await inTransaction(async (tx, mail) => {
        const [marked] = await tx
          .insert(planCardNotices)
          .values({ paymentMethodId: row.paymentMethodId as string, days, sentAt: now })
          .onConflictDoNothing()
          .returning({ days: planCardNotices.days });
        if (!marked) return;
        const context = await planStore.context(tx, row.id);
        if (!context) return;
        await mail.cardExpiring(tx, context, { brand: card.brand, last4: card.last4, days });
        await planStore.record(tx, row.id, {
          at: now,
          kind: 'card_expiring',
          detail: `The card ending ${card.last4} expires within ${days} days: the customer was told.`,
          actor: SYSTEM,
        });
      });
    }
  }

  return { sendNotices, cardNotices };
}
