import {
  adminPlanPagePath,
  cardBrandName,
  centsToDollars,
  everyMonths,
  formatShopDate,
  formatUsd,
  planLinkPath,
  planPagePath,
  planPayPath,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Messenger, OutgoingMessage } from '../outbox/messenger.ts';
import { fitRecurringSms } from '../outbox/sms-text.ts';
import type { PlanContext } from './plan-store.ts';

export interface PlanMailSettings {
  shopName: string;
  publicUrl: string;
  /** The owner's address for plan alerts (out of stock, a plan paused by failed payments). */
  ownerEmail: string;
}

export type PlanMessenger = Pick<Messenger, 'enqueue' | 'deliver'>;

const money = (cents: number) => formatUsd(centsToDollars(cents));

/** The account's own address: its e-mail, or its phone when it has none. */
function accountMessage(
  context: PlanContext,
  subject: string,
  text: string,
  shopName: string,
): OutgoingMessage | null {
  const { email, phoneNumber } = context.customer;
  if (email) return { channel: 'email', to: email, subject, text };
  if (!phoneNumber) return null;
  return {
    channel: 'sms',
    to: phoneNumber,
    text: fitRecurringSms([(name) => `${name(shopName, 20)}: ${name(subject, 120)}`]),
  };
}

/**
 * Every message of a plan. Each is written through `db` (a transaction that commits it with
 * what it reports) and handed to the provider once committed, as reminders are (decision 043).
 */
export function planMail(deps: {
  messenger: PlanMessenger;
  settings: PlanMailSettings;
  log?: FastifyBaseLogger;
}) {
  const { messenger, settings } = deps;
  const url = (path: string) => `${settings.publicUrl}${path}`;
  const pending: Array<Awaited<ReturnType<PlanMessenger['enqueue']>>> = [];

  async function write(db: Database, message: OutgoingMessage | null) {
    if (!message) return;
    pending.push(await messenger.enqueue(db, message));
  }

  const productOf = (context: PlanContext) =>
    `${context.product.name} for ${context.tracker.customName}`;

  return {
    /** Hands what was written to the provider; call after the transaction commits. */
    async flush() {
      const rows = pending.splice(0);
      for (const row of rows) {
        await messenger.deliver(row).catch((error: unknown) => {
          deps.log?.warn(
            { err: error, outboxId: row.id },
            'plan message left to the outbox retries',
          );
        });
      }
    },
    /** Drops what was written in a transaction that rolled back. */
    discard() {
      pending.splice(0);
    },

    /** "Your plan was paused", "Quantity changed to 2"...: each action confirmed to the account. */
    confirm(db: Database, context: PlanContext, what: string) {
      const subject = `Auto-replace: ${what}`;
      const text = [
        `${what}.`,
        `Plan: ${productOf(context)}.`,
        `See your plan: ${url(planPagePath(context.plan.id))}`,
      ].join('\n\n');
      return write(db, accountMessage(context, subject, text, settings.shopName));
    },

    /** 3 days before a charge, by the tracker's contact method, with one-tap links. */
    notice(
      db: Database,
      context: PlanContext,
      input: {
        chargeOn: string;
        amountCents: number;
        to: { channel: 'email' | 'sms'; address: string };
        /** The box (decision 067): every part it carries, and its price. */
        box?: {
          parts: Array<{ name: string; dueOn: string; intervalMonths?: number }>;
          price: {
            subtotalCents: number;
            discountCents: number;
            shippingCents: number;
            taxCents: number;
          };
        };
      },
      codes: Record<'skip' | 'delay2w' | 'delay1m' | 'pause', string>,
    ) {
      const when = formatShopDate(input.chargeOn);
      const amount = money(input.amountCents);
      const link = (code: string) => url(planLinkPath(code));
      const labels = [
        ['Skip this shipment', codes.skip],
        ['Delay 2 weeks', codes.delay2w],
        ['Delay 1 month', codes.delay1m],
        ['Pause the plan', codes.pause],
      ] as const;
      const parts = input.box?.parts ?? [];
      const several = parts.length > 1;
      if (input.to.channel === 'sms') {
        const what = several ? `${parts.length} parts (one box)` : context.product.name;
        const short = [
          ['Skip', codes.skip],
          ['+2wk', codes.delay2w],
          ['+1mo', codes.delay1m],
          ['Pause', codes.pause],
        ] as const;
        const links = (list: ReadonlyArray<readonly [string, string]>) =>
          list.map(([label, code]) => `\n${label}: ${link(code)}`).join('');
        const text = fitRecurringSms([
          (name) =>
            `${name(settings.shopName, 20)}: ${name(what, 40)} ships ${when}, ${amount} charged.${links(labels)}`,
          (name) =>
            `${name(settings.shopName, 20)}: ${name(what)} ships ${when}, ${amount}${links(short)}`,
          // The floor, for a long PUBLIC_URL: the two one-tap answers to "not now", so the
          // opt-out line always fits; pausing is on the plan's page.
          (name) =>
            `${name(settings.shopName, 20)}: ${name(what)} ships ${when}, ${amount}${links(short.slice(0, 2))}`,
        ]);
        return write(db, { channel: 'sms', to: input.to.address, text });
      }
      const price = input.box?.price;
      const boxLines = input.box
        ? [
            [
              several ? 'In this box:' : 'In this shipment:',
              ...parts.map(
                (part) =>
                  `- ${part.name}, due ${formatShopDate(part.dueOn)}${part.intervalMonths ? `, ${everyMonths(part.intervalMonths)}` : ''}`,
              ),
            ].join('\n'),
            price
              ? [
                  `Goods: ${money(price.subtotalCents)}`,
                  `Subscriber discount: ${money(-price.discountCents)}`,
                  `Shipping: ${price.shippingCents === 0 ? 'free' : money(price.shippingCents)}`,
                  `Tax: ${money(price.taxCents)}`,
                  `Total: ${amount}`,
                ].join('\n')
              : '',
          ]
        : [];
      const text = [
        several
          ? `Your auto-replace box of ${parts.length} parts goes out on ${when}. We will charge ${amount} to your saved card that day once for the whole box.`
          : `Your auto-replace shipment of ${productOf(context)} goes out on ${when}. We will charge ${amount} to your saved card that day.`,
        ...boxLines,
        labels.map(([label, code]) => `${label}: ${link(code)}`).join('\n'),
        `Manage your plan: ${url(planPagePath(context.plan.id))}`,
      ].join('\n\n');
      return write(db, {
        channel: 'email',
        to: input.to.address,
        subject: several
          ? `Your box of ${parts.length} parts ships on ${when}`
          : `${context.product.name} ships on ${when}`,
        text,
      });
    },

    /** A declined charge or one that needs authentication: the pay-now page's link. */
    paymentFailed(
      db: Database,
      context: PlanContext,
      input: {
        reason: string;
        amountCents: number;
        payCode: string;
        nextRetryOn: string | null;
        /** The decline as the bank or processor gave it. */
        why?: string | null;
      },
    ) {
      const needsAction = input.reason === 'requires_action';
      // A wait for 3-D Secure is not a failure, and no automatic retry can pass the bank's check.
      const subject = needsAction
        ? `Needs your confirmation: your ${context.product.name} payment`
        : `Your ${context.product.name} payment failed`;
      const why = input.why ? ` (${input.why.trim().replace(/\.+$/, '')})` : '';
      const retry = input.nextRetryOn
        ? `We will try again on ${formatShopDate(input.nextRetryOn)}.`
        : 'This was the last try: your plan is paused until you pay or change the card.';
      const text = [
        needsAction
          ? `Your bank asks you to confirm the ${money(input.amountCents)} payment for ${productOf(context)}. Nothing ships until you do.`
          : `We could not charge ${money(input.amountCents)} for ${productOf(context)}: ${input.reason === 'insufficient_funds' ? 'the card has insufficient funds' : 'the card was declined'}${why}.`,
        needsAction ? '' : retry,
        `${needsAction ? 'Confirm the payment' : 'Pay now or change the card'}: ${url(planPayPath(input.payCode))}`,
      ]
        .filter(Boolean)
        .join('\n\n');
      return write(db, accountMessage(context, subject, text, settings.shopName));
    },

    outOfStock(db: Database, context: PlanContext, input: { dueOn: string; skipped: boolean }) {
      const subject = input.skipped
        ? `Your ${context.product.name} shipment was skipped`
        : `Your ${context.product.name} shipment is waiting for stock`;
      const text = input.skipped
        ? `${context.product.name} stayed out of stock for 7 days, so this shipment (for the part due ${formatShopDate(input.dueOn)}) is skipped. You were not charged. Your plan goes on with the next one.`
        : `${context.product.name} is out of stock, so your shipment waits. You have not been charged; we try again every day for up to 7 days.`;
      return Promise.all([
        write(db, accountMessage(context, subject, text, settings.shopName)),
        write(db, {
          channel: 'email',
          to: settings.ownerEmail,
          subject: `Auto-replace ${input.skipped ? 'skipped' : 'held'}: ${context.product.name} out of stock`,
          text: [
            `${context.customer.name}'s plan for ${context.product.name} (part due ${formatShopDate(input.dueOn)}) ${input.skipped ? 'was skipped after 7 days out of stock' : 'is held: the product is out of stock'}.`,
            `The plan: ${url(adminPlanPagePath(context.plan.id))}`,
          ].join('\n\n'),
        }),
      ]);
    },

    /** The last retry failed: the plan is paused, and the owner is told. */
    pausedByFailures(db: Database, context: PlanContext, input: { amountCents: number }) {
      return write(db, {
        channel: 'email',
        to: settings.ownerEmail,
        subject: `Auto-replace paused: ${context.customer.name}'s payment failed`,
        text: [
          `Every retry of ${context.customer.name}'s ${context.product.name} plan failed, so the plan is paused with ${money(input.amountCents)} unpaid.`,
          `The plan: ${url(adminPlanPagePath(context.plan.id))}`,
        ].join('\n\n'),
      });
    },

    cardExpiring(
      db: Database,
      context: PlanContext,
      card: { brand: string; last4: string; days: number },
    ) {
      const subject = `Your card ending ${card.last4} expires soon`;
      const text = `The ${cardBrandName(card.brand)} card ending ${card.last4} that pays for ${productOf(context)} expires within ${card.days} days. Save a new card and choose it for the plan: ${url(planPagePath(context.plan.id))}`;
      return write(db, accountMessage(context, subject, text, settings.shopName));
    },
  };
}

export type PlanMail = ReturnType<typeof planMail>;
