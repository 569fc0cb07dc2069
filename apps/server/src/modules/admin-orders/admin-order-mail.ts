import { centsToDollars, formatUsd } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageSender } from '../orders/order-mail.ts';
import { trackingUrl } from '../orders/tracking-links.ts';
import { fitSms, type SmsWording } from '../outbox/sms-text.ts';
import { orderReference } from './admin-order-view.ts';
import type { AdminOrderDetail } from './admin-orders.repository.ts';

const money = (cents: number) => formatUsd(centsToDollars(cents));

/** One piece of news: `sms` is the short form phone-only customers get, longest wording first. */
interface News {
  subject: string;
  lines: string[];
  sms: SmsWording[];
}

export type OrderAction =
  | { type: 'shipped'; carrier: string; trackingNumber: string }
  | { type: 'delivered' }
  | { type: 'cancelled'; reason: string; refundedCents: number; refundedBeforeCents: number }
  | { type: 'refunded'; reason: string; amountCents: number };

function news(shop: string, ref: string, action: OrderAction): News {
  switch (action.type) {
    case 'shipped': {
      const link = trackingUrl(action.carrier, action.trackingNumber);
      const track = `${action.carrier} tracking number ${action.trackingNumber}`;
      return {
        subject: `Your ${shop} order ${ref} has shipped`,
        lines: [
          `Your order ${ref} has shipped with ${track}.`,
          ...(link ? [`Track it: ${link}`] : []),
        ],
        sms: [
          (name) =>
            `${name(shop)}: your order ${ref} has shipped, ${track}.${link ? ` ${link}` : ''}`,
          (name) =>
            `${name(shop)}: order ${ref} shipped. ${link ?? `${name(action.carrier)} ${action.trackingNumber}`}`,
        ],
      };
    }
    case 'delivered':
      return {
        subject: `Your ${shop} order ${ref} has been delivered`,
        lines: [`Your order ${ref} has been delivered.`],
        sms: [(name) => `${name(shop)}: your order ${ref} has been delivered.`],
      };
    case 'cancelled': {
      const refundNow = action.refundedCents > 0;
      return {
        subject: `Your ${shop} order ${ref} has been cancelled`,
        lines: [
          `Your order ${ref} has been cancelled: ${action.reason}`,
          refundNow
            ? `We refunded ${money(action.refundedCents)} to your card.`
            : `Nothing was left to refund: the full ${money(action.refundedBeforeCents)} was refunded earlier.`,
        ],
        sms: [
          (name) =>
            refundNow
              ? `${name(shop)}: your order ${ref} has been cancelled and ${money(action.refundedCents)} refunded.`
              : `${name(shop)}: your order ${ref} has been cancelled. It was already refunded in full.`,
        ],
      };
    }
    case 'refunded':
      return {
        subject: `${shop} refunded ${money(action.amountCents)} on your order ${ref}`,
        lines: [`We refunded ${money(action.amountCents)} on your order ${ref}: ${action.reason}`],
        sms: [
          (name) => `${name(shop)}: we refunded ${money(action.amountCents)} on your order ${ref}.`,
        ],
      };
  }
}

/** Tells the customer what the back office did: e-mail, or SMS for phone-only accounts. Never throws. */
export function adminOrderNotifier(deps: {
  sender: MessageSender;
  shopName: string;
  log: FastifyBaseLogger;
}) {
  return async function notify(detail: AdminOrderDetail, action: OrderAction): Promise<void> {
    const { email, phoneNumber, name } = detail.customer;
    const about = news(deps.shopName, orderReference(detail.order), action);
    const text = [
      `Hi ${name},`,
      '',
      ...about.lines,
      '',
      `See your orders any time under Order History. - ${deps.shopName}`,
    ].join('\n');
    const message = email
      ? { channel: 'email' as const, to: email, subject: about.subject, text }
      : phoneNumber
        ? { channel: 'sms' as const, to: phoneNumber, text: fitSms(about.sms) }
        : null;
    if (!message) return;
    try {
      await deps.sender.send(message);
    } catch (error) {
      deps.log.error({ err: error, orderId: detail.order.id }, 'order message not sent');
    }
  };
}

export type AdminOrderNotify = ReturnType<typeof adminOrderNotifier>;
