import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { smsOptOuts, trackedProducts } from '../../db/schema/index.ts';
import { phoneDigitsOf } from '../admin-orders/order-search.ts';
import { reminderAddressAllowed } from '../reminders/reminder-address-allowed.ts';

/**
 * Numbers are kept and compared by their last ten digits: trackers keep them as people typed them
 * ('+1 (713) 555-0100', '0713 555 0100', '713-555-0100'), Twilio names them in E.164
 * ('+17135550100'). Ten digits are the national number in the US and Canada, and drop both a
 * country code and a trunk 0 in the plans whose national numbers have ten (the UK's mobiles,
 * Turkey's). A tracker's number in that form, in SQL:
 */
const NATIONAL_DIGITS = 10;
const trackerPhoneKey = sql`right(regexp_replace(${trackedProducts.contactSms}, '[^0-9]', '', 'g'), ${sql.raw(String(NATIONAL_DIGITS))})`;

/** A number's key in sms_opt_outs, or undefined when it has too few digits to be one. */
export function smsOptOutKey(phone: string): string | undefined {
  return phoneDigitsOf(phone)?.slice(-NATIONAL_DIGITS);
}

/**
 * A tracker that texts a number which replied STOP (Twilio refuses every text to it): an index
 * probe of sms_opt_outs_pkey per tracker, so the reminder sweep and the Auto-replace notices
 * leave it out as cheaply as an unsubscribed e-mail.
 */
export const trackerTextsStopped = sql`(${trackedProducts.contactMethod} = 'sms' and exists (
    select 1 from ${smsOptOuts} where ${smsOptOuts.phoneDigits} = ${trackerPhoneKey}))`;

/**
 * The numbers the account's text trackers name that replied STOP, each once (as the first of its
 * trackers writes it), with when: only the account's own verified phone or a number that confirmed
 * it, since a tracker may name a stranger's.
 */
export function trackerPhonesStopped(db: Database, userId: string) {
  return db
    .select({ phone: sql<string>`min(${trackedProducts.contactSms})`, since: smsOptOuts.createdAt })
    .from(trackedProducts)
    .innerJoin(smsOptOuts, sql`${smsOptOuts.phoneDigits} = ${trackerPhoneKey}`)
    .where(
      and(
        eq(trackedProducts.userId, userId),
        eq(trackedProducts.contactMethod, 'sms'),
        reminderAddressAllowed,
      ),
    )
    .groupBy(smsOptOuts.phoneDigits, smsOptOuts.createdAt)
    .orderBy(smsOptOuts.phoneDigits);
}

/** Whether `phone` replied STOP: Twilio refuses every text from the shop's number to it. */
export async function textsStopped(db: Database, phone: string): Promise<boolean> {
  const key = smsOptOutKey(phone);
  if (!key) return false;
  const [row] = await db
    .select({ key: smsOptOuts.phoneDigits })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phoneDigits, key));
  return row !== undefined;
}

/** What a customer is told when the shop will not text their number (issue 40 item 11). */
export function textsStoppedMessage(shopNumber: string | undefined): string {
  return `This number replied STOP to our texts. Text START to ${shopNumber ?? "our shop's number"} or use e-mail instead.`;
}

export async function stopTexts(db: Database, phone: string): Promise<void> {
  const key = smsOptOutKey(phone);
  if (key) await db.insert(smsOptOuts).values({ phoneDigits: key }).onConflictDoNothing();
}

export async function resumeTexts(db: Database, phone: string): Promise<void> {
  const key = smsOptOutKey(phone);
  if (key) await db.delete(smsOptOuts).where(eq(smsOptOuts.phoneDigits, key));
}
