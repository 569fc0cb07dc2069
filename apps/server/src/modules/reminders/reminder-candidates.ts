import type { ReminderKind } from '@shop/contract';
import { and, eq, isNotNull, notExists, type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Database } from '../../db/database.ts';
import {
  partDueDay,
  reminderOptOuts,
  reminders,
  subscriptions,
  trackedParts,
  trackedProducts,
} from '../../db/schema/index.ts';
import { trackerTextsStopped } from '../sms-opt-outs/sms-opt-outs.ts';
import { reminderAddressAllowed } from './reminder-address-allowed.ts';

/** The part's due day in SQL: the expression tracked_parts_due_idx is built on. */
const dueDay = partDueDay(trackedParts);

/**
 * A part on an active Auto-replace plan (or one in dunning) gets no "time to buy" reminder: its
 * replacement ships on its own, and the plan's notice says when (issue 29). Paused and cancelled
 * plans leave the reminders as they were.
 */
const onLivePlan = sql`exists (
    select 1 from ${subscriptions} where ${subscriptions.trackedPartId} = ${trackedParts.id}
      and ${subscriptions.status} in ('active', 'payment_failed'))`;

/**
 * An address that stopped reminder e-mails (reminder-unsubscribe.ts) gets none, and a number that
 * replied STOP to the shop's texts gets no text (sms-opt-outs.ts: Twilio would refuse it).
 */
const optedOut = sql`((${trackedProducts.contactMethod} = 'email' and exists (
    select 1 from ${reminderOptOuts}
    where ${reminderOptOuts.email} = lower(${trackedProducts.contactEmail})))
  or ${trackerTextsStopped})`;

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

/** Where a page of the due range ends: the next page starts after it. */
export interface CandidatePosition {
  dueDate: string;
  trackedPartId: string;
}

/**
 * One page of the parts whose due day is at most `until`, in due day then id order after
 * `after`: a range of tracked_parts_due_idx and nothing else, so the planner cannot start from
 * the contact tables instead (it misjudges their join, issue 28). Null `end` on the last page.
 */
async function dueRangePage(
  db: Database,
  until: string,
  after: CandidatePosition | null,
  limit: number,
): Promise<{ ids: string[]; end: CandidatePosition | null }> {
  const rows = await db
    .select({ id: trackedParts.id, due: sql<string>`to_char(${dueDay}, 'YYYY-MM-DD')` })
    .from(trackedParts)
    .where(
      and(
        sql`${dueDay} <= ${until}::date`,
        after
          ? sql`(${dueDay}, ${trackedParts.id}) > (${after.dueDate}::date, ${after.trackedPartId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(dueDay, trackedParts.id)
    .limit(limit);
  const last = rows.at(-1);
  return {
    ids: rows.map(({ id }) => id),
    end: last && rows.length === limit ? { dueDate: last.due, trackedPartId: last.id } : null,
  };
}

/**
 * Parts owed a reminder on `today` that have not had it: 'due' from the due day on, 'lead'
 * from `leadDays` before it. A snoozed part gets no second 'lead': the customer asked for the
 * wait, so only the 'due' reminder of the new day goes out. With `page`, the candidates among
 * `limit` parts of the due range after `page.after`, and where that page ended (`next`).
 */
export async function findReminderCandidates(
  db: Database,
  today: string,
  leadDays: number,
  page?: { after: CandidatePosition | null; limit: number },
): Promise<{ candidates: ReminderCandidate[]; next: CandidatePosition | null }> {
  const until = sql`${today}::date + ${leadDays}::int`;
  let inPage: SQL | undefined;
  let next: CandidatePosition | null = null;
  if (page) {
    const untilDay = new Date(Date.parse(`${today}T00:00:00Z`) + leadDays * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const range = await dueRangePage(db, untilDay, page.after, page.limit);
    if (range.ids.length === 0) return { candidates: [], next: null };
    inPage = anyOf(trackedParts.id, range.ids);
    next = range.end;
  }
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
        // A page is already of the range: its ids alone, by primary key.
        inPage ?? sql`${dueDay} <= ${until}`,
        isNotNull(kind),
        notExists(alreadySent),
        reminderAddressAllowed,
        sql`not ${optedOut}`,
        sql`not ${onLivePlan}`,
      ),
    )
    .orderBy(dueDay, trackedParts.id);
  const candidates = rows.filter((row): row is ReminderCandidate => row.kind !== null);
  return { candidates, next };
}
