import { type ReturnStatus, returnReference } from '@shop/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentProcessor } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/database.ts';
import { returns } from '../../db/schema/index.ts';
import { ConflictError, PaymentFailedError } from '../../errors/index.ts';
import { paymentMethodsRepository } from '../payment-methods/payment-methods.repository.ts';
import { type ReturnRow, returnsRepository as repo } from './returns.repository.ts';

const NEEDS_BANK =
  'Your bank asks to confirm this payment, which a return cannot do. Choose another card.';
const REFUND_STARTED =
  'The difference was being refunded when this return was rejected; reject it again to finish.';

/** Paid and not yet given back: a rejection owes the customer the difference. */
const owesRefund = (row: ReturnRow) =>
  Boolean(row.differencePaymentIntentId) && !row.differenceRefundId;

/**
 * The difference of a dearer exchange (decision 082): charged to the customer's saved card when
 * the return is requested, given back if the return is rejected. The return is committed first,
 * so its id keys the charge (`return-diff-<id>`) and the refund (`return-diff-refund-<id>`): a
 * double send, a retry or a restart moves the money once.
 */
export function exchangeDifference(deps: {
  db: Database;
  processor: PaymentProcessor;
  /** Tests only (config.crashAfterDifference): die like a kill -9 between the charge and the commit. */
  crashAfterDifference?: boolean;
  /** Tests only (config.crashAfterRefund): die like a kill -9 between the refund and the commit. */
  crashAfterRefund?: boolean;
}) {
  const { db, processor } = deps;

  /**
   * Charges the difference once; a card that does not pay removes the return and says why.
   * true for the one call that recorded the charge (it sends the request's e-mail). The
   * charge runs outside a transaction (the test processor writes through the pool, and PGlite has
   * one connection): the key makes a repeat, concurrent or after a crash, answer the first charge.
   */
  async function charge(returnId: string): Promise<boolean> {
    const [row] = await db.select().from(returns).where(eq(returns.id, returnId));
    if (!row || row.differenceCents === 0 || row.differencePaymentIntentId) return false;
    const card = row.differencePaymentMethodId
      ? await paymentMethodsRepository(db).find(row.userId, row.differencePaymentMethodId)
      : undefined;
    if (!card) return giveUp(row.id, 'The card you chose was removed. Choose another card.');
    const result = await processor.chargeOffSession({
      userId: row.userId,
      paymentMethod: card,
      amountCents: row.differenceCents,
      idempotencyKey: `return-diff-${row.id}`,
      description: `Exchange difference, return ${returnReference(row.returnNumber)}`,
      metadata: { returnId: row.id },
    });
    // Tests only: the processor has charged, and the return does not say so yet.
    if (deps.crashAfterDifference) process.kill(process.pid, 'SIGKILL');
    let paidIntent = result.status === 'succeeded' ? result.paymentIntentId : null;
    if (result.status === 'requires_action') {
      const end = await processor.cancelHeld({
        userId: row.userId,
        paymentIntentId: result.paymentIntentId,
      });
      if (end === 'paid') paidIntent = result.paymentIntentId;
      // Neither paid nor canceled yet: the return waits, and a retry asks the processor again.
      if (end === 'pending') throw new PaymentFailedError(NEEDS_BANK);
    }
    if (!paidIntent) {
      return giveUp(row.id, result.status === 'declined' ? result.message : NEEDS_BANK);
    }
    const recorded = await db
      .update(returns)
      .set({ differencePaymentIntentId: paidIntent })
      .where(and(eq(returns.id, row.id), isNull(returns.differencePaymentIntentId)))
      .returning({ id: returns.id });
    return recorded.length > 0;
  }

  /** An unpaid return never started: it goes (its units are free again), and the answer is 402. */
  async function giveUp(returnId: string, message: string): Promise<never> {
    await db
      .delete(returns)
      .where(and(eq(returns.id, returnId), isNull(returns.differencePaymentIntentId)));
    throw new PaymentFailedError(message);
  }

  return {
    charge,

    /**
     * Before a rejection asks the processor for the refund, a short transaction of its own commits
     * that the refund was started. A crash after the refund then leaves a return still new (or
     * approved) that says so, and `assertNoRefundStarted` keeps the desk from giving the part.
     */
    async markRefundStarted(id: string, rejectable: ReturnStatus[]) {
      await db.transaction(async (tx) => {
        const row = await repo.lock(tx, id);
        // Not rejectable, nothing owed, or marked already: the rejection decides under its own lock.
        if (!row || !rejectable.includes(row.status) || !owesRefund(row)) return;
        if (row.differenceRefundStartedAt) return;
        await repo.update(tx, id, { differenceRefundStartedAt: new Date() });
      });
    },

    /**
     * Inside the desk's transaction (the return's row lock), after `markRefundStarted` committed:
     * a paid difference goes back once.
     */
    async refundLocked(row: ReturnRow): Promise<Partial<ReturnRow>> {
      if (!row.differencePaymentIntentId || row.differenceRefundId) return {};
      // Paid between the mark's transaction and this one: nothing says a refund is under way.
      if (!row.differenceRefundStartedAt) {
        throw new ConflictError('The difference refund was not prepared; reject the return again.');
      }
      const { refundId } = await processor.refundAmount({
        paymentIntentId: row.differencePaymentIntentId,
        amountCents: row.differenceCents,
        reason: `Return ${returnReference(row.returnNumber)} rejected: the exchange difference`,
        idempotencyKey: `return-diff-refund-${row.id}`,
      });
      // Tests only: the processor has refunded, and the rejection recording it is not committed.
      if (deps.crashAfterRefund) process.kill(process.pid, 'SIGKILL');
      return { differenceRefundId: refundId };
    },

    /**
     * A return whose difference refund was started is one the desk was rejecting: approving,
     * receiving or settling it would ship the dearer part while the money goes back.
     */
    assertNoRefundStarted(row: ReturnRow) {
      if (row.differenceRefundStartedAt) throw new ConflictError(REFUND_STARTED);
    },

    /** The desk waits for the customer's payment before it approves or rejects. */
    assertPaid(row: ReturnRow) {
      if (row.differenceCents > 0 && !row.differencePaymentIntentId) {
        throw new ConflictError(
          'This exchange is waiting for the customer to pay the difference; it cannot be worked yet.',
        );
      }
    },
  };
}

export type ExchangeDifference = ReturnType<typeof exchangeDifference>;
