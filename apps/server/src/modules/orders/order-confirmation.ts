import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Messenger } from '../outbox/messenger.ts';
import type { OutboxRow } from '../outbox/outbox.repository.ts';
import { confirmationMessage } from './order-mail.ts';
import { ordersRepository } from './orders.repository.ts';
import { purchasesRepository } from './purchases.repository.ts';

/** The slice of app.messenger (modules/outbox) that writes a message with what it reports. */
export type OrderOutbox = Pick<Messenger, 'enqueue' | 'deliver'>;

/**
 * Order confirmations, exactly one per paid order (decision 044, as amended for issue 39.9): the
 * message is written to the outbox in the transaction that marks the payment settled, which is the
 * one that places the order, and handed to the provider after the commit, as reminders are (043).
 * A process killed after the commit leaves the row pending; the outbox retry loop sends it.
 */
export function orderConfirmations(deps: {
  outbox: OrderOutbox;
  shopName: string;
  /** The shop's address, for a renewal's links to its plans. */
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  /** One settle's confirmations: written in its transaction, handed over after the commit. */
  return function collect() {
    const pending: OutboxRow[] = [];
    return {
      /** In the order's transaction: settles the payment and, for the caller that did, writes the message. */
      async write(tx: Database, paymentIntentId: string, orderId: string) {
        if (!(await purchasesRepository.settle(tx, paymentIntentId))) return;
        const [placed] = await ordersRepository.list(tx, { orderIds: [orderId] });
        const message = placed ? confirmationMessage(deps.shopName, placed, deps.publicUrl) : null;
        if (message) pending.push(await deps.outbox.enqueue(tx, message));
      },

      /** Whether the committed transaction wrote a confirmation that is not handed over yet. */
      written: () => pending.length > 0,

      /** Hands what was written to the provider; call once the transaction has committed. */
      async flush() {
        for (const row of pending.splice(0)) {
          await deps.outbox.deliver(row).catch((error: unknown) => {
            deps.log.warn({ err: error, outboxId: row.id }, 'order confirmation left to retries');
          });
        }
      },

      /** The transaction rolled back: nothing it wrote exists. */
      discard() {
        pending.length = 0;
      },
    };
  };
}

export type OrderConfirmations = ReturnType<typeof orderConfirmations>;
export type ConfirmationMail = ReturnType<OrderConfirmations>;
