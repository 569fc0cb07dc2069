import { centsToDollars, formatOrderNumber, formatUsd, receiptRows } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingMessage } from '../outbox/messenger.ts';
import { fitSms, SMS_OPT_OUT, type SmsWording } from '../outbox/sms-text.ts';
import type { OrderWithItems } from './orders.repository.ts';

/** The slice of app.messenger (modules/outbox) that order e-mails need. */
export interface MessageSender {
  send(message: {
    channel: 'email' | 'sms';
    to: string;
    subject?: string;
    text: string;
  }): Promise<unknown>;
}

const money = (cents: number) => formatUsd(centsToDollars(cents));

function itemLines({ items }: OrderWithItems): string {
  return items
    .map((item) => `  ${item.quantity} x ${item.name}  ${money(item.priceCents * item.quantity)}`)
    .join('\n');
}

/** An e-mail, and the SMS a phone-only account gets instead (the shop's name shortened to fit). */
interface OrderMessage {
  subject: string;
  text: string;
  sms: SmsWording;
}

/** What a renewal's confirmation adds: that a plan placed it, and a link to each plan. */
function autoReplaceLines(placed: OrderWithItems, publicUrl: string): string[] {
  if (placed.order.source !== 'auto_replace') return [];
  const plans = placed.planIds.map((id) => `  ${publicUrl}/account/auto-replace/${id}`);
  return [
    'This is an auto-replace order: your plan placed it and charged your saved card.',
    ...(plans.length > 0 ? [`Manage your plan${plans.length > 1 ? 's' : ''}:`, ...plans] : []),
    '',
  ];
}

function confirmation(shopName: string, placed: OrderWithItems, publicUrl: string): OrderMessage {
  const { order } = placed;
  const renewal = order.source === 'auto_replace' ? ' auto-replace' : '';
  return {
    // A renewal is a text of the auto-replace programme: it says how to stop them (CTIA).
    sms: (name) =>
      `Your ${name(shopName)}${renewal} order ${formatOrderNumber(order.orderNumber)} is confirmed.${renewal ? SMS_OPT_OUT : ''}`,
    subject: `Your ${shopName}${renewal} order ${formatOrderNumber(order.orderNumber)} is confirmed`,
    text: [
      `Hi ${placed.user.name},`,
      '',
      `Thank you for your order. We have received your payment of ${money(order.totalCents)}.`,
      '',
      ...autoReplaceLines(placed, publicUrl),
      itemLines(placed),
      '',
      ...receiptRows({
        subtotal: centsToDollars(order.subtotalCents),
        discount: centsToDollars(order.discountCents),
        discountCode: order.discountCode,
        shipping: centsToDollars(order.shippingCents),
        tax: centsToDollars(order.taxCents),
        total: centsToDollars(order.totalCents),
        refunded: 0,
      }).map((row) => `${row.label}: ${row.amount}`),
      '',
      `Shipping to: ${order.shippingStreet}, ${order.shippingCity}, ${order.shippingState} ${order.shippingZip}`,
      '',
      `We will let you know when it ships. - ${shopName}`,
    ].join('\n'),
  };
}

function statusNews(shopName: string, changed: OrderWithItems): OrderMessage {
  const { order } = changed;
  const what = order.status === 'Delivered' ? 'has been delivered' : 'has shipped';
  return {
    sms: (name) => `Your ${name(shopName)} order ${formatOrderNumber(order.orderNumber)} ${what}.`,
    subject: `Your ${shopName} order ${formatOrderNumber(order.orderNumber)} ${what}`,
    text: [
      `Hi ${changed.user.name},`,
      '',
      `Your order ${formatOrderNumber(order.orderNumber)} ${what}.`,
      '',
      itemLines(changed),
      '',
      `See your orders any time under Order History. - ${shopName}`,
    ].join('\n'),
  };
}

/** Where a message about an order goes: e-mail, or SMS for a phone-only account; null: nowhere. */
function addressed(about: OrderWithItems, message: OrderMessage): OutgoingMessage | null {
  const { email, phoneNumber } = about.user;
  if (email) return { channel: 'email', to: email, subject: message.subject, text: message.text };
  if (!phoneNumber) return null;
  return { channel: 'sms', to: phoneNumber, text: fitSms([message.sms]) };
}

/** The order confirmation, written with the order (order-confirmation.ts); null: no address. */
export function confirmationMessage(shopName: string, placed: OrderWithItems, publicUrl: string) {
  return addressed(placed, confirmation(shopName, placed, publicUrl));
}

/** Tells the customer their order shipped or arrived, by e-mail (SMS for phone-only). Never throws. */
export function orderNotifier(deps: {
  sender: MessageSender;
  shopName: string;
  log: FastifyBaseLogger;
}) {
  async function deliver(about: OrderWithItems, message: OrderMessage) {
    const target = addressed(about, message);
    if (!target) return;
    try {
      await deps.sender.send(target);
    } catch (error) {
      deps.log.error({ err: error, orderId: about.order.id }, 'order message not sent');
    }
  }

  return {
    statusChanged: (changed: OrderWithItems) =>
      deliver(changed, statusNews(deps.shopName, changed)),
  };
}

export type OrderNotifier = ReturnType<typeof orderNotifier>;
