import { ADMIN_TOTAL_CAP, type OutboxQuery } from '@shop/contract';
import { and, count, desc, eq, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { outbox } from '../../db/schema/index.ts';
import { likeText, phoneDigitsOf } from '../admin-orders/order-search.ts';
import { stopTexts, textsStopped } from '../sms-opt-outs/sms-opt-outs.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = Pick<
  typeof outbox.$inferInsert,
  'channel' | 'to' | 'subject' | 'text' | 'maskedText' | 'html' | 'listUnsubscribe'
>;

/**
 * The digits of a phone number typed with spaces, dashes, dots or brackets ('(202) 555-0123'):
 * an SMS is addressed '+12025550123', so only the digits can find it. Undefined for anything else.
 */
function phoneTypedAsWritten(q: string): string | undefined {
  return /^\+?[\d\s().-]+$/.test(q) && /\D/.test(q) ? phoneDigitsOf(q) : undefined;
}

export function outboxRepository(db: Database) {
  return {
    /** A pending row; should its sender die before delivering, the retry loop takes it at `leaseUntil`. */
    async insert(message: NewOutboxRow, now: Date, leaseUntil: Date): Promise<OutboxRow> {
      const [row] = await db
        .insert(outbox)
        .values({ ...message, createdAt: now, nextAttemptAt: leaseUntil })
        .returning();
      if (!row) throw new Error('outbox insert returned no row');
      return row;
    },

    async markSent(id: string, now: Date, attempted: boolean) {
      await db
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: now,
          lastError: null,
          nextAttemptAt: null,
          attempts: attempted ? sql`${outbox.attempts} + 1` : outbox.attempts,
        })
        .where(eq(outbox.id, id));
    },

    async markFailed(
      id: string,
      failure: { attempts: number; error: string; retryAt: Date | null },
    ) {
      await db
        .update(outbox)
        .set({
          status: 'failed',
          attempts: failure.attempts,
          lastError: failure.error,
          nextAttemptAt: failure.retryAt,
        })
        .where(eq(outbox.id, id));
    },

    /** The number replied STOP: a text to it is not handed to the provider. */
    textsStopped(phone: string) {
      return textsStopped(db, phone);
    },

    /** Twilio refused a text because its number texted STOP: no text is made for it any more. */
    async recordTextsStopped(phone: string) {
      await stopTexts(db, phone);
    },

    /**
     * Takes up to `limit` failed messages that are due, and pending ones whose sender died before
     * delivering, pushing their next attempt to `leaseUntil` in the same statement so another
     * instance running the same loop skips them.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(inArray(outbox.status, ['pending', 'failed']), lte(outbox.nextAttemptAt, now)))
        .orderBy(outbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outbox)
        .set({ nextAttemptAt: leaseUntil })
        .where(inArray(outbox.id, due))
        .returning();
    },

    /**
     * One page of the messages matching `query`, newest first, and how many match (counted up
     * to one past the cap). The search reads the masked text where there is one, so searching
     * for digits never tells staff which message holds a code; each of its three columns has a
     * trigram index. The page's ids come from a (…, created_at, id) index, then only they are
     * read.
     */
    async page(query: OutboxQuery) {
      const conditions: SQL[] = [];
      if (query.channel) conditions.push(eq(outbox.channel, query.channel));
      if (query.status) conditions.push(eq(outbox.status, query.status));
      if (query.q) {
        const like = `%${likeText(query.q)}%`;
        const shown = sql`coalesce(${outbox.maskedText}, ${outbox.text})`;
        const matches = [ilike(outbox.to, like), ilike(outbox.subject, like), ilike(shown, like)];
        const phone = phoneTypedAsWritten(query.q);
        // Only the address: digits matched in the text could point at a code.
        if (phone) matches.push(ilike(outbox.to, `%${phone}%`));
        conditions.push(or(...matches) as SQL);
      }
      const where = and(...conditions);
      // Unsearched, newest first here too: the count reads the page's index alone. A search
      // is left to the planner (a trigram bitmap, or the table when most messages match).
      const newest = query.q ? [] : [desc(outbox.createdAt), desc(outbox.id)];
      const counted = db
        .select({ one: sql`1` })
        .from(outbox)
        .where(where)
        .orderBy(...newest)
        .limit(ADMIN_TOTAL_CAP + 1)
        .as('counted');
      const [total] = await db.select({ value: count() }).from(counted);
      const matching = total?.value ?? 0;
      const offset = (query.page - 1) * query.pageSize;
      const pageIds =
        query.q && matching <= ADMIN_TOTAL_CAP
          ? await fewMatchesPage(db, where, query.pageSize, offset)
          : db
              .select({ id: outbox.id })
              .from(outbox)
              .where(where)
              .orderBy(desc(outbox.createdAt), desc(outbox.id))
              .limit(query.pageSize)
              .offset(offset);
      const rows =
        Array.isArray(pageIds) && pageIds.length === 0
          ? []
          : await db
              .select()
              .from(outbox)
              .where(inArray(outbox.id, pageIds))
              .orderBy(desc(outbox.createdAt), desc(outbox.id));
      return { rows, counted: matching };
    },

    /** Takes one failed message for an admin's Resend; undefined when it is not failed. */
    async claimFailed(id: string, leaseUntil: Date): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(outbox)
        .set({ nextAttemptAt: leaseUntil })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
        .returning();
      return row;
    },

    async find(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      return row;
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;

/**
 * The page of a search that matches at most ADMIN_TOTAL_CAP messages, from its matches: read
 * through the trigram indexes, then sorted. Left to itself the planner may walk every message
 * newest first instead, on an estimate of how many match that the statistics cannot make for
 * a fragment: at 2,000,000 messages it read 88,000 of them for 100 (440 ms) after an ANALYZE
 * (bench/README.md). MATERIALIZED keeps the matches a step of their own.
 */
async function fewMatchesPage(
  db: Database,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<string[]> {
  const result = await db.execute(sql`
    with matched as materialized (
      select ${outbox.id} as id, ${outbox.createdAt} as created_at from ${outbox} where ${where}
    )
    select id from matched order by created_at desc, id desc limit ${limit} offset ${offset}`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}
