import { formatShopDate } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Messenger, OutgoingMessage } from '../outbox/messenger.ts';
import { fitSms } from '../outbox/sms-text.ts';

export interface WarrantyMailSettings {
  shopName: string;
  publicUrl: string;
}

/** Who is told about a claim, and the claim as the message names it. */
export interface ClaimNews {
  customer: { name: string; email: string | null; phoneNumber: string | null };
  claimNumber: number;
  productName: string;
  warrantyEndsOn: string;
}

export type WarrantyMessenger = Pick<Messenger, 'enqueue' | 'deliver'>;

/**
 * The customer is told at each step of a claim, by e-mail (SMS for phone-only accounts). Each
 * message is written through `db`, the transaction of the step, and handed to the provider once
 * it commits (`flush`), as plan messages are.
 */
export function warrantyMail(deps: {
  messenger: WarrantyMessenger;
  settings: WarrantyMailSettings;
  log?: FastifyBaseLogger;
}) {
  const { messenger, settings } = deps;
  const url = (path: string) => `${settings.publicUrl}${path}`;
  const pending: Array<Awaited<ReturnType<WarrantyMessenger['enqueue']>>> = [];

  /**
   * The e-mail's `lines` end with `page`; a phone-only customer's SMS is the subject and a link to
   * My Products, which shows the claim's state with what was decided (the reason, the repair note).
   */
  async function write(
    db: Database,
    news: ClaimNews,
    subject: string,
    lines: string[],
    page: { label: string; path: string },
  ) {
    const { email, phoneNumber, name } = news.customer;
    let message: OutgoingMessage | null = null;
    if (email) {
      const text = [
        `Hi ${name},`,
        '',
        ...lines,
        '',
        `${page.label}: ${url(page.path)}`,
        '',
        `- ${settings.shopName}`,
      ].join('\n');
      message = { channel: 'email', to: email, subject, text };
    } else if (phoneNumber) {
      const claims = url('/dashboard');
      const text = fitSms([(short) => `${short(settings.shopName)}: ${subject}. ${claims}`]);
      message = { channel: 'sms', to: phoneNumber, text };
    }
    if (message) pending.push(await messenger.enqueue(db, message));
  }

  const claim = (news: ClaimNews) => `warranty claim #W${news.claimNumber}`;

  return {
    filed(db: Database, news: ClaimNews) {
      return write(
        db,
        news,
        `We received your ${claim(news)}`,
        [
          `We received your ${claim(news)} for ${news.productName}, which is under warranty until ${formatShopDate(news.warrantyEndsOn)}.`,
          'We will look at it and write to you within two business days.',
        ],
        { label: 'You can follow the claim in My Products', path: '/dashboard' },
      );
    },

    replacementApproved(
      db: Database,
      news: ClaimNews,
      order: { orderNumber: number; productName: string },
    ) {
      return write(
        db,
        news,
        `Your ${claim(news)} is approved`,
        [
          `Good news: your ${claim(news)} for ${news.productName} is approved.`,
          `We are sending you a replacement ${order.productName} at no charge, as order #${order.orderNumber}. We will e-mail you its tracking number when it ships.`,
        ],
        { label: 'Follow the order in Order History', path: '/orderHistory' },
      );
    },

    repairApproved(db: Database, news: ClaimNews, note: string) {
      return write(
        db,
        news,
        `Your ${claim(news)} is approved`,
        [
          `Good news: your ${claim(news)} for ${news.productName} is approved for a repair.`,
          '',
          note,
        ],
        { label: 'The claim is in My Products', path: '/dashboard' },
      );
    },

    declined(db: Database, news: ClaimNews, reason: string) {
      return write(
        db,
        news,
        `About your ${claim(news)}`,
        [
          `We are sorry: we cannot approve your ${claim(news)} for ${news.productName}.`,
          '',
          reason,
        ],
        { label: 'If you have a question about it, write to us', path: '/contact-us' },
      );
    },

    /** Hands what was written to the provider; call after the transaction commits. */
    async flush() {
      for (const row of pending.splice(0)) {
        await messenger.deliver(row).catch((error: unknown) => {
          deps.log?.warn(
            { err: error, outboxId: row.id },
            'warranty message left to the outbox retries',
          );
        });
      }
    },

    /** Drops what was written in a transaction that rolled back. */
    discard() {
      pending.splice(0);
    },
  };
}

export type WarrantyMail = ReturnType<typeof warrantyMail>;
