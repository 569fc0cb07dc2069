import { centsToDollars, formatUsd, returnReference } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageSender } from '../orders/order-mail.ts';
import { fitSms } from '../outbox/sms-text.ts';
import type { ReturnDetail } from './returns.repository.ts';

export type ReturnEvent = 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';

function news(shop: string, detail: ReturnDetail, event: ReturnEvent, returnAddress: string) {
  const ref = returnReference(detail.row.returnNumber);
  const message = detail.row.message ? [`Our note: ${detail.row.message}`] : [];
  const money = formatUsd(centsToDollars(detail.row.refundCents));
  const exchange = detail.exchangeName;
  const difference = formatUsd(centsToDollars(detail.row.differenceCents));
  const paidDifference = detail.row.differencePaymentIntentId !== null;
  switch (event) {
    case 'requested':
      return {
        subject: `Your ${shop} return ${ref} was received`,
        lines: [
          `We have your return request ${ref}. We will look at it and tell you when it is approved.`,
          'Once it is approved, we will tell you how to send the items back.',
          ...(paidDifference
            ? [
                `We charged ${difference} to your card: the difference for ${exchange ?? 'the exchange part'}, tax included. If we cannot accept the return, we refund it.`,
              ]
            : []),
        ],
      };
    case 'approved':
      return {
        subject: `Your ${shop} return ${ref} is approved`,
        lines: [
          ...(detail.row.labelUrl
            ? [
                `Your return ${ref} is approved. We bought a prepaid ${detail.row.labelCarrier ?? 'carrier'} label for it: print it, stick it on the parcel and hand it to the carrier.`,
                `Your label: ${detail.row.labelUrl}`,
                ...(detail.row.labelTrackingNumber
                  ? [`Tracking number: ${detail.row.labelTrackingNumber}`]
                  : []),
              ]
            : [
                `Your return ${ref} is approved. Print the return slip from the page below, pack it with the items and send them to: ${returnAddress}`,
              ]),
          ...message,
        ],
      };
    case 'rejected':
      return {
        subject: `Your ${shop} return ${ref} was not accepted`,
        lines: [
          `We could not accept your return ${ref}.`,
          ...(detail.row.differenceRefundId
            ? [
                `We refunded the ${difference} you paid for the difference to your card. Your bank may take 5 to 10 days to show it.`,
              ]
            : []),
          ...message,
        ],
      };
    case 'received':
      return {
        subject: `We received your ${shop} return ${ref}`,
        lines: [`The items of your return ${ref} have arrived. We will finish it shortly.`],
      };
    case 'refunded':
      return {
        subject: exchange
          ? `Your ${shop} exchange ${ref} is on its way`
          : `${shop} refunded ${money} for your return ${ref}`,
        lines: [
          ...(exchange && paidDifference
            ? [
                `We are sending you ${exchange} in exchange. You paid the ${difference} difference when you asked; the items you returned paid for the rest.`,
              ]
            : exchange
              ? [`We are sending you ${exchange} in exchange, at no charge.`]
              : []),
          ...(detail.row.refundCents > 0 || !exchange
            ? [
                `We refunded ${money} to your card for return ${ref}. Your bank may take 5 to 10 days to show it.`,
              ]
            : []),
        ],
      };
  }
}

/** Tells the customer each step of a return: e-mail, or SMS for phone-only accounts. Never throws. */
export function returnNotifier(deps: {
  sender: MessageSender;
  shopName: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  return async function notify(detail: ReturnDetail, event: ReturnEvent, returnAddress: string) {
    const { email, phoneNumber, name } = detail.customer;
    const about = news(deps.shopName, detail, event, returnAddress);
    const link = `${deps.publicUrl}/returns/${detail.row.id}`;
    const text = [
      `Hi ${name},`,
      '',
      ...about.lines,
      '',
      `See your return: ${link}`,
      '',
      `- ${deps.shopName}`,
    ].join('\n');
    const message = email
      ? { channel: 'email' as const, to: email, subject: about.subject, text }
      : phoneNumber
        ? {
            channel: 'sms' as const,
            to: phoneNumber,
            text: fitSms([
              (short) =>
                `${short(deps.shopName)}: ${about.subject.replace(`${deps.shopName} `, '')}. ${link}`,
            ]),
          }
        : null;
    if (!message) return;
    try {
      await deps.sender.send(message);
    } catch (error) {
      deps.log.error({ err: error, returnId: detail.row.id }, 'return message not sent');
    }
  };
}

export type ReturnNotify = ReturnType<typeof returnNotifier>;
