import { inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentPurchases } from '../../db/schema/index.ts';

export interface DuePayment {
  paymentIntentId: string;
  createdAt: Date;
}

export const paymentSweepRepository = {
  /**
   * Takes up to `limit` payments due a look and, in the same statement, pushes their next look a
   * quarter of their age ahead (at least a minute, at most 6 hours): that is this sweep's lease,
   * and the rhythm at which an unpaid checkout is looked at less and less. SKIP LOCKED: a sweep
   * of another instance takes other payments, never waits.
   */
  async claimDue(db: Database, now: Date, limit: number): Promise<DuePayment[]> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const due = db
      .select({ paymentIntentId: paymentPurchases.paymentIntentId })
      .from(paymentPurchases)
      .where(lte(paymentPurchases.reconcileAfter, now))
      .orderBy(paymentPurchases.reconcileAfter)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(paymentPurchases)
      .set({
        reconcileAfter: sql`${at} + greatest(interval '1 minute', least(interval '6 hours', (${at} - ${paymentPurchases.createdAt}) / 4))`,
      })
      .where(inArray(paymentPurchases.paymentIntentId, due))
      .returning({
        paymentIntentId: paymentPurchases.paymentIntentId,
        createdAt: paymentPurchases.createdAt,
      });
  },
};
