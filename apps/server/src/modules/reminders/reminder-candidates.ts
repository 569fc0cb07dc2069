import type { ReminderKind } from '@shop/contract';
import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  partDueDay,
  reminderContacts,
  reminders,
  trackedParts,
  trackedProducts,
  users,
} from '../../db/schema/index.ts';

/** The part's due day in SQL: the expression tracked_parts_due_idx is built on. */
const dueDay = partDueDay(trackedParts);

const reminderAddress = sql`case when ${trackedProducts.contactMethod} = 'sms'
  then ${trackedProducts.contactSms} else ${trackedProducts.contactEmail} end`;

/**
 * Reminders go to the account's own e-mail or phone once the account verified it, or to an
 * address its owner confirmed (reminder-contacts.ts): a tracker cannot make the shop message a
 * stranger. Verifying later releases held trackers with no further message.
 */
const addressAllowed = sql`(exists (
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

/** Where a batch of candidates ends: the next batch starts after it. */
export interface CandidatePosition {
  dueDate: string;
  trackedPartId: string;
}

/**
 * Parts owed a reminder on `today` that have not had it: 'due' from the due day on, 'lead'
 * from `leadDays` before it. A snoozed part gets no second 'lead': the customer asked for the
 * wait, so only the 'due' reminder of the new day goes out. At most `limit` of them, in due day
 * then id order after `after`: one range of tracked_parts_due_idx per batch (issue 28).
 */
export async function findReminderCandidates(
  db: Database,
  today: string,
  leadDays: number,
  page: { after?: CandidatePosition | null; limit?: number } = {},
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
  const after = page.after
    ? sql`(${dueDay}, ${trackedParts.id}) > (${page.after.dueDate}::date, ${page.after.trackedPartId}::uuid)`
    : undefined;
  const query = db
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
        sql`${dueDay} <= ${today}::date + ${leadDays}::int`,
        after,
        isNotNull(kind),
        notExists(alreadySent),
        addressAllowed,
      ),
    )
    .orderBy(dueDay, trackedParts.id);
  const rows = await (page.limit ? query.limit(page.limit) : query);
  return rows.filter((row): row is ReminderCandidate => row.kind !== null);
}
