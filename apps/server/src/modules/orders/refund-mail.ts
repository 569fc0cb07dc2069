import { centsToDollars, formatUsd } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { checkoutRepository } from '../pricing/checkout.repository.ts';
import type { MessageSender } from './order-mail.ts';

export interface RefundNews {
  userId: string;
  paymentIntentId: string;
  amountCents: number;
  /** Why the order could not be placed, as the customer reads it. */
  reason: string;
}

function refundMessage(shopName: string, name: string, news: RefundNews) {
  const amount = formatUsd(centsToDollars(news.amountCents));
  return {
    subject: `Your ${shopName} payment of ${amount} has been refunded`,
    text: [
      `Hi ${name},`,
      '',
      `We could not place the order you paid for: ${news.reason}`,
      '',
      `We have refunded your payment of ${amount} in full. Your bank may take 5 to 10 days to show it. Nothing else is needed from you.`,
      '',
      `We are sorry for the trouble. - ${shopName}`,
    ].join('\n'),
  };
}

/**
 * Tells a customer that a paid order could not be placed and the payment went back, by e-mail
 * (SMS for phone-only accounts). Never throws: the refund has been made either way.
 */
export function refundNotifier(deps: {
  db: Database;
  sender: MessageSender;
  shopName: string;
  log: FastifyBaseLogger;
}) {
  return {
    async paymentRefunded(news: RefundNews) {
      try {
        const customer = await checkoutRepository.customerOf(deps.db, news.userId);
        if (!customer || (!customer.email && !customer.phoneNumber)) return;
        const message = refundMessage(deps.shopName, customer.name, news);
        await deps.sender.send(
          customer.email
            ? { channel: 'email', to: customer.email, ...message }
            : { channel: 'sms', to: customer.phoneNumber as string, text: message.subject },
        );
      } catch (error) {
        deps.log.error(
          { err: error, paymentIntentId: news.paymentIntentId },
          'refund message not sent',
        );
      }
    },
  };
}

export type RefundNotifier = ReturnType<typeof refundNotifier>;
