import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { NotFoundError } from '../../errors/index.ts';
import type { OrderFulfilment } from '../orders/order-fulfilment.ts';
import { purchasesRepository } from '../orders/purchases.repository.ts';
import { type DuePayment, paymentSweepRepository } from './payment-sweep.repository.ts';

/** An intent still unpaid a week after its checkout is no longer looked at. */
export const UNPAID_WATCH_MS = 7 * 24 * 60 * 60_000;
const BATCH = 20;

export interface PaymentSweepDeps {
  db: Database;
  fulfilment: OrderFulfilment;
  log: FastifyBaseLogger;
  /** Aborted on shutdown: the sweep stops between payments; their leases run out. */
  signal?: AbortSignal;
}

export interface PaymentSweepResult {
  /** Paid orders this sweep placed (their placement had not happened). */
  placed: number;
  /** Payments this sweep refunded and told the customer about. */
  refunded: number;
}

async function look(
  deps: PaymentSweepDeps,
  due: DuePayment,
  now: Date,
  result: PaymentSweepResult,
) {
  const { paymentIntentId } = due;
  const settled = await deps.fulfilment.settle(paymentIntentId);
  if (settled.kind === 'order' && settled.placedNow) {
    result.placed += 1;
    deps.log.warn(
      { paymentIntentId, orderId: settled.order.order.id },
      'paid order placed by the payment sweep',
    );
  } else if (settled.kind === 'refunded' && settled.refundedNow) {
    result.refunded += 1;
    deps.log.warn(
      { paymentIntentId, reason: settled.reason },
      'paid order refused: payment refunded by the payment sweep',
    );
  } else if (settled.kind === 'unpaid') {
    const abandoned = now.getTime() - due.createdAt.getTime() > UNPAID_WATCH_MS;
    if (settled.status === 'canceled' || abandoned) {
      await purchasesRepository.stopWatching(deps.db, paymentIntentId);
    }
  }
}

/**
 * Every payment whose checkout is older than the grace period and has not settled gets its
 * order, or its refund with a message, through the one fulfilment path (order-fulfilment.ts).
 * Runs on every instance: each claims its own payments; a payment raced by the browser's retry,
 * the webhook or another sweep still ends once (the purchase's row lock). `now` is a parameter
 * so tests walk time; the lease and the grace are measured against it.
 */
export async function runPaymentSweep(
  deps: PaymentSweepDeps,
  now: Date,
): Promise<PaymentSweepResult> {
  const result: PaymentSweepResult = { placed: 0, refunded: 0 };
  for (;;) {
    if (deps.signal?.aborted) return result;
    const claimed = await paymentSweepRepository.claimDue(deps.db, now, BATCH);
    for (const due of claimed) {
      if (deps.signal?.aborted) return result;
      try {
        await look(deps, due, now, result);
      } catch (error) {
        if (error instanceof NotFoundError) {
          // No such intent at the provider, or not this customer's: no order can come of it.
          await purchasesRepository.stopWatching(deps.db, due.paymentIntentId);
          deps.log.error(
            { paymentIntentId: due.paymentIntentId, reason: error.message },
            'payment not reconciled: a person must look',
          );
          continue;
        }
        // The lease brings it back to a later sweep (a provider or database outage).
        deps.log.error(
          { err: error, paymentIntentId: due.paymentIntentId },
          'payment not reconciled yet',
        );
      }
    }
    if (claimed.length < BATCH) return result;
  }
}
