import type { ReminderKind } from '@shop/contract';
import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  reminderContacts,
  reminders,
  subscriptions,
  trackedParts,
  trackedProducts,
  users,
} from '../../db/schema/index.ts';

/**
 * The part's due day in SQL, the same rule as partDueDay() in the trackers module: lifespan
 * months after installation in UTC (PostgreSQL clamps Jan 31 + 1 month to Feb 28/29, like
 * addMonths), moved later by a snooze.
 */
const computedDue = sql`((${trackedParts.installedAt} at time zone 'UTC') + make_interval(months => ${trackedParts.initialLifespanMonths}))::date`;
const dueDay = sql`greatest(${computedDue}, (${trackedParts.snoozedUntil} at time zone 'UTC')::date)`;

const reminderAddress = sql`case when ${trackedProducts.contactMethod} = 'sms'
  then ${trackedProducts.contactSms} else ${trackedProducts.contactEmail} end`;

/**
 * Reminders go to the account's own e-mail or phone once the account verified it, or to an
 * address its owner confirmed (reminder-contacts.ts): a tracker cannot make the shop message a
 * stranger. Verifying later releases held trackers with no further message.
 */
export const reminderAddressAllowed = sql`(exists (
    select 1 from ${users} where ${users.id} = ${trackedProducts.userId} and (
      (${trackedProducts.contactMethod} = 'email' and ${users.isEmailVerified}
        and ${users.email} = ${trackedProducts.contactEmail})
      or (${trackedProducts.contactMethod} = 'sms' and ${users.isPhoneVerified}
        and regexp_replace(${users.phoneNumber}, '[^0-9]', '', 'g')
        = regexp_replace(${trackedProducts.contactSms}, '[^0-9]', '', 'g'))))
  or exists (
    select 1 from ${reminderContacts} where ${reminderContacts.userId} = ${trackedProducts.userId}
      and ${reminderContacts.channel} = ${trackedProducts.contactMethod}
      and ${reminderContacts.address} = ${reminderAddress}
      and ${reminderContacts.confirmedAt} is not null))`;

/**
 * A part on an active Auto-replace plan (or one in dunning) gets no "time to buy" reminder: its
 * replacement ships on its own, and the plan's notice says when (issue 29). Paused and cancelled
 * plans leave the reminders as they were.
 */
const onLivePlan = sql`exists (
    select 1 from ${subscriptions} where ${subscriptions.trackedPartId} = ${trackedParts.id}
      and ${subscriptions.status} in ('active', 'payment_failed'))`;

export interface ReminderCandidate {
  trackedPartId: string;
  partProductId: string | null;
  partName: string;
  dueDate: string;
  kind: ReminderKind;
  customName: string;
  contactMethod: 'sms' | 'email';
  to: string | null;
}

/**
 * Parts owed a reminder on `today` that have not had it: 'due' from the due day on, 'lead'
 * from `leadDays` before it. A snoozed part gets no second 'lead': the customer asked for the
 * wait, so only the 'due' reminder of the new day goes out.
 */
export async function findReminderCandidates(
  db: Database,
  today: string,
  leadDays: number,
): Promise<ReminderCandidate[]> {
  const kind = sql<ReminderKind | null>`case
    when ${dueDay} <= ${today}::date then 'due'
    when ${trackedParts.snoozedUntil} is null then 'lead'
  end`;
  const alreadySent = db
    .select({ one: sql`1` })
    .from(reminders)
    .where(
      and(
        eq(reminders.trackedPartId, trackedParts.id),
        sql`${reminders.dueDate} = ${dueDay}`,
        sql`${reminders.kind} = ${kind}`,
      ),
    );
  const rows = await db
    .select({
      trackedPartId: trackedParts.id,
      partProductId: trackedParts.partProductId,
      partName: trackedParts.partProductNameSnapshot,
      dueDate: sql<string>`to_char(${dueDay}, 'YYYY-MM-DD')`,
      kind,
      customName: trackedProducts.customName,
      contactMethod: trackedProducts.contactMethod,
      to: sql<string | null>`case when ${trackedProducts.contactMethod} = 'sms'
        then ${trackedProducts.contactSms} else ${trackedProducts.contactEmail} end`,
    })
    .from(trackedParts)
    .innerJoin(trackedProducts, eq(trackedProducts.id, trackedParts.trackedProductId))
    .where(
      and(
        sql`${dueDay} - ${leadDays}::int <= ${today}::date`,
        isNotNull(kind),
        notExists(alreadySent),
        reminderAddressAllowed,
        sql`not ${onLivePlan}`,
      ),
    )
    .orderBy(trackedParts.id);
  return rows.filter((row): row is ReminderCandidate => row.kind !== null);
}
