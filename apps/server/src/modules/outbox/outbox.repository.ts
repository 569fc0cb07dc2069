import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { outbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = Pick<
  typeof outbox.$inferInsert,
  'channel' | 'to' | 'subject' | 'text' | 'html'
>;

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

    listNewest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
