import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textToEmailHtml } from '../../adapters/mail/email-html.ts';
import { outbox, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { adminOrderNotifier } from '../admin-orders/admin-order-mail.ts';
import type { AdminOrderDetail } from '../admin-orders/admin-orders.repository.ts';
import { codeDelivery } from '../auth/code-delivery.ts';
import type { VerificationCodes } from '../auth/verification-codes.ts';
import { confirmationMessage, orderNotifier } from '../orders/order-mail.ts';
import type { OrderWithItems } from '../orders/orders.repository.ts';
import { refundNotifier } from '../orders/refund-mail.ts';
import { matchPage } from '../pages/page-table.ts';
import { requestContactConfirmation } from '../reminders/reminder-contacts.ts';
import { composeReminder } from '../reminders/reminder-message.ts';
import { type ReturnEvent, returnNotifier } from '../returns/return-mail.ts';
import type { ReturnDetail } from '../returns/returns.repository.ts';
import { composeReviewRequest } from '../reviews/review-request-mail.ts';
import { sendLowStockMail } from '../stock/low-stock-mail.ts';
import { planMail } from '../subscriptions/plan-mail.ts';
import type { PlanContext } from '../subscriptions/plan-store.ts';
import { warrantyMail } from '../warranty/warranty-mail.ts';
import type { Messenger, OutgoingMessage } from './messenger.ts';

/**
 * Issue 39: every link in every kind of message the shop sends opens a page. Each template is
 * written here as the shop writes it; every http(s) link in its text and HTML (its own, or the
 * one the messenger makes from the text) must be the shop's and name a path the server answers:
 * a page of matchPage's table (anything else is a 404) or one of its own GET routes.
 * e2e/message-links.spec.ts follows the same links in a browser after real flows.
 */

/** The carriers' tracking pages a shipped message links to: not the shop's pages. */
const CARRIER_HOSTS = ['www.ups.com', 'tools.usps.com', 'www.fedex.com', 'www.dhl.com'];

const linksIn = (message: OutgoingMessage, shopName: string) => {
  const html =
    message.html ?? (message.channel === 'email' ? textToEmailHtml(message.text, shopName) : '');
  const inText = message.text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const inHtml = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...new Set([...inText, ...inHtml].map((link) => link.replaceAll('&amp;', '&')))];
};

describe('issue 39: the links in every message the shop sends', () => {
  let t: TestApp;
  const sent = new Map<string, OutgoingMessage[]>();
  let kind = '';
  const capture = (message: OutgoingMessage) => {
    sent.set(kind, [...(sent.get(kind) ?? []), message]);
  };
  const messenger = {
    send: async (message: OutgoingMessage) => {
      capture(message);
      return { id: 'captured', status: 'sent' as const };
    },
    enqueue: async (_db: unknown, message: OutgoingMessage) => {
      capture(message);
      return {} as Awaited<ReturnType<Messenger['enqueue']>>;
    },
    deliver: async () => ({ id: 'captured', status: 'sent' as const }),
  };
  const as = async (name: string, write: () => Promise<unknown>) => {
    kind = name;
    await write();
    expect(sent.get(name)?.length ?? 0, `${name} wrote a message`).toBeGreaterThan(0);
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const settings = () => ({
    shopName: t.config.shopName,
    publicUrl: t.config.publicUrl,
    linkKey: Buffer.from('message-links-test-key-of-32-bytes!'),
    ownerEmail: 'owner@example.com',
  });

  async function writeEveryKind() {
    const { shopName } = settings();
    const log = t.app.log;
    const customer = await createTestUser(t.app, t.db, { verified: true, name: 'Lina Links' });

    const codes = codeDelivery({
      codes: { issue: async () => '123456' } as unknown as VerificationCodes,
      messenger: messenger as unknown as Messenger,
      shopName,
      textsStopped: async () => false,
      textsStoppedMessage: '',
    });
    for (const channel of ['email', 'sms'] as const) {
      const to = channel === 'email' ? customer.email : '+15550001111';
      await as(`verification ${channel}`, () =>
        codes.send(
          customer.id,
          { channel, to },
          `verify-${channel === 'email' ? 'email' : 'phone'}`,
        ),
      );
      await as(`password reset ${channel}`, () =>
        codes.send(customer.id, { channel, to }, 'reset-password'),
      );
    }

    const order = {
      order: {
        id: 'order-1',
        orderNumber: 1042,
        status: 'Shipped',
        totalCents: 4200,
        subtotalCents: 4000,
        discountCents: 0,
        discountCode: null,
        shippingCents: 200,
        taxCents: 0,
        shippingStreet: '12 Elm St',
        shippingCity: 'Cypress',
        shippingState: 'TX',
        shippingZip: '77429',
      },
      items: [{ quantity: 1, name: 'Sediment filter', priceCents: 4000 }],
      user: { name: 'Lina Links', email: customer.email, phoneNumber: null },
      planIds: [],
    } as unknown as OrderWithItems;
    const phoneOrder = {
      ...order,
      user: { name: 'Lina Links', email: null, phoneNumber: '+15550001111' },
    } as OrderWithItems;
    const orders = orderNotifier({ sender: messenger, shopName, log });
    await as('order confirmation', async () => {
      for (const placed of [order, phoneOrder]) {
        const message = confirmationMessage(shopName, placed, settings().publicUrl);
        if (message) await messenger.send(message);
      }
    });
    await as('auto-replace order confirmation', async () => {
      const renewal = {
        ...order,
        order: { ...order.order, source: 'auto_replace' },
        planIds: ['0b6a1f0e-8d2c-4c1e-9a55-2f1d7c3e9b10', '5d3c2b1a-7e6f-4a8b-9c0d-1e2f3a4b5c6d'],
      } as OrderWithItems;
      const message = confirmationMessage(shopName, renewal, settings().publicUrl);
      expect(message?.text).toContain('This is an auto-replace order');
      expect(message?.text).toContain(`${settings().publicUrl}/account/auto-replace/0b6a1f0e-`);
      if (message) await messenger.send(message);
    });
    await as('order status', async () => {
      await orders.statusChanged(order);
      await orders.statusChanged(phoneOrder);
    });

    const notify = adminOrderNotifier({ sender: messenger, shopName, log });
    const detail = { order: order.order, customer: order.user } as unknown as AdminOrderDetail;
    const phoneDetail = { ...detail, customer: phoneOrder.user } as AdminOrderDetail;
    const actions = {
      shipped: { type: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
      delivered: { type: 'delivered' },
      cancelled: {
        type: 'cancelled',
        reason: 'Asked',
        refundedCents: 4200,
        refundedBeforeCents: 0,
      },
      refund: { type: 'refunded', reason: 'Damaged', amountCents: 1000 },
    } as const;
    for (const [name, action] of Object.entries(actions)) {
      await as(name, async () => {
        await notify(detail, action);
        await notify(phoneDetail, action);
      });
    }

    await as('payment refunded', () =>
      refundNotifier({ db: t.db, sender: messenger, shopName, log }).paymentRefunded({
        userId: customer.id,
        paymentIntentId: 'pi_links',
        amountCents: 4200,
        reason: 'the last one was sold',
      }),
    );

    for (const contactMethod of ['email', 'sms'] as const) {
      const to = contactMethod === 'email' ? customer.email : '+15550001111';
      await as(`reminder ${contactMethod}`, async () => {
        const candidate = {
          trackedPartId: 'part-1',
          partProductId: null,
          partName: 'Sediment filter',
          dueDate: '2026-12-01',
          kind: 'due' as const,
          customName: 'Kitchen sink',
          contactMethod,
          to,
        };
        capture(
          composeReminder(candidate, settings(), new Date('2026-11-29T12:00:00Z'), {
            reorder: 'reorder-code',
            replaced: 'replaced-code',
            snooze: 'snooze-code',
          }),
        );
      });
      await as(`reminder confirmation ${contactMethod}`, () =>
        requestContactConfirmation(t.db, messenger, settings(), customer.id, {
          channel: contactMethod,
          address: contactMethod === 'email' ? 'neighbour@example.com' : '+15550002222',
        }),
      );
    }

    await as('low stock', async () => {
      await t.db.update(products).set({ stock: 0 });
      await sendLowStockMail(t.db, messenger as unknown as Messenger, new Date(), {
        shopEmail: 'owner@example.com',
        publicUrl: t.config.publicUrl,
        dbKind: t.dbKind,
        timeZone: 'America/Chicago',
      });
    });

    const context = (phone: boolean) =>
      ({
        plan: { id: '5b3f7a8e-52c1-4f7a-9a55-0c1f2d3e4a5b' },
        part: {},
        tracker: { id: 'tracker-1', customName: 'Kitchen sink' },
        product: { id: 'product-1', name: 'Sediment filter' },
        customer: phone
          ? { id: customer.id, name: 'Lina Links', email: null, phoneNumber: '+15550001111' }
          : { id: customer.id, name: 'Lina Links', email: customer.email, phoneNumber: null },
      }) as unknown as PlanContext;
    const plans = planMail({ messenger, settings: settings() });
    const noticeCodes = { skip: 's-code', delay2w: 'd2-code', delay1m: 'd1-code', pause: 'p-code' };
    const planKinds: Record<string, (phone: boolean) => Promise<unknown>> = {
      confirm: (phone) => plans.confirm(t.db, context(phone), 'Your plan was paused'),
      notice: (phone) =>
        plans.notice(
          t.db,
          context(phone),
          {
            chargeOn: '2026-12-04',
            amountCents: 2800,
            to: phone
              ? { channel: 'sms', address: '+15550001111' }
              : { channel: 'email', address: customer.email },
          },
          noticeCodes,
        ),
      paymentFailed: async (phone) => {
        for (const reason of ['card_declined', 'requires_action']) {
          await plans.paymentFailed(t.db, context(phone), {
            reason,
            amountCents: 2800,
            payCode: 'pay-code',
            nextRetryOn: reason === 'card_declined' ? '2026-12-06' : null,
          });
        }
      },
      outOfStock: async (phone) => {
        await plans.outOfStock(t.db, context(phone), { dueOn: '2026-12-11', skipped: false });
        await plans.outOfStock(t.db, context(phone), { dueOn: '2026-12-11', skipped: true });
      },
      pausedByFailures: (phone) =>
        plans.pausedByFailures(t.db, context(phone), { amountCents: 2800 }),
      cardExpiring: (phone) =>
        plans.cardExpiring(t.db, context(phone), { brand: 'Visa', last4: '4242', days: 30 }),
    };
    // A message added to plan mail without a line here fails this test.
    const planMessages = Object.keys(plans).filter((key) => !['flush', 'discard'].includes(key));
    expect(Object.keys(planKinds).sort()).toEqual(planMessages.sort());
    for (const [name, write] of Object.entries(planKinds)) {
      await as(`auto-replace ${name}`, async () => {
        await write(false);
        await write(true);
      });
    }
    plans.discard();

    await as('review request', async () => {
      const [product] = await t.db.select({ id: products.id, name: products.name }).from(products);
      const order = { orderNumber: 1042, customerName: 'Lina Links', email: customer.email };
      capture(composeReviewRequest({ ...order, products: [product!] }, settings()));
    });
    const warranty = warrantyMail({ messenger, settings: settings() });
    const claim = (phone: boolean) => ({
      customer: phone
        ? { name: 'Lina Links', email: null, phoneNumber: '+15550001111' }
        : { name: 'Lina Links', email: customer.email, phoneNumber: null },
      claimNumber: 1001,
      productName: 'PureFlow 5-Stage Reverse Osmosis System',
      warrantyEndsOn: '2029-03-09',
    });
    const warrantyKinds: Record<string, (phone: boolean) => Promise<unknown>> = {
      filed: (phone) => warranty.filed(t.db, claim(phone)),
      replacementApproved: (phone) =>
        warranty.replacementApproved(t.db, claim(phone), {
          orderNumber: 1043,
          productName: 'RO membrane',
        }),
      repairApproved: (phone) =>
        warranty.repairApproved(t.db, claim(phone), 'Our technician comes on Tuesday.'),
      declined: (phone) => warranty.declined(t.db, claim(phone), 'Frost damage is not covered.'),
    };
    // A message added to warranty mail without a line here fails this test.
    const warrantyMessages = Object.keys(warranty).filter(
      (key) => !['flush', 'discard'].includes(key),
    );
    expect(Object.keys(warrantyKinds).sort()).toEqual(warrantyMessages.sort());
    for (const [name, write] of Object.entries(warrantyKinds)) {
      await as(`warranty ${name}`, async () => {
        await write(false);
        await write(true);
      });
    }
    warranty.discard();
    const returns = returnNotifier({
      sender: messenger,
      shopName,
      publicUrl: t.config.publicUrl,
      log,
    });
    const returned = {
      row: {
        id: '7d1c2f4e-3a5b-4c6d-8e9f-0a1b2c3d4e5f',
        returnNumber: 1001,
        refundCents: 2000,
        message: 'Thanks',
      },
      exchangeName: null,
      customer: { id: customer.id, name: 'Lina Links', email: customer.email, phoneNumber: null },
    } as unknown as ReturnDetail;
    const phoneReturn = {
      ...returned,
      customer: { ...returned.customer, email: null, phoneNumber: '+15550001111' },
    };
    const exchanged = { ...returned, exchangeName: 'Sediment filter' };
    for (const event of ['requested', 'approved', 'rejected', 'received', 'refunded'] as const) {
      await as(`return ${event satisfies ReturnEvent}`, async () => {
        for (const detail of [returned, phoneReturn, exchanged]) {
          await returns(detail, event, 'ClearSpring Returns, 1 Dock Rd, Houston TX 77001');
        }
      });
    }

    await as('contact form', async () => {
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: {
          name: 'Lina Links',
          email: customer.email,
          subject: 'Filter question',
          message: 'Which filter fits my sink? See https://example.com/my-sink for a photo.',
        },
      });
      expect(posted.statusCode, posted.body).toBe(201);
      const rows = await t.db.select().from(outbox).where(like(outbox.subject, 'Contact form:%'));
      for (const row of rows) {
        capture({
          channel: row.channel,
          to: row.to,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
        });
      }
    });
  }

  it('every kind of message is written, and each of its links is a page the server answers', async () => {
    await writeEveryKind();
    expect([...sent.keys()].sort()).toEqual(
      [
        'verification email',
        'verification sms',
        'password reset email',
        'password reset sms',
        'order confirmation',
        'auto-replace order confirmation',
        'order status',
        'shipped',
        'delivered',
        'cancelled',
        'refund',
        'payment refunded',
        'reminder email',
        'reminder sms',
        'reminder confirmation email',
        'reminder confirmation sms',
        'low stock',
        'auto-replace confirm',
        'auto-replace notice',
        'auto-replace paymentFailed',
        'auto-replace outOfStock',
        'auto-replace pausedByFailures',
        'auto-replace cardExpiring',
        'contact form',
        'review request',
        'warranty filed',
        'warranty replacementApproved',
        'warranty repairApproved',
        'warranty declined',
        'return requested',
        'return approved',
        'return rejected',
        'return received',
        'return refunded',
      ].sort(),
    );

    const { shopName, publicUrl } = settings();
    const checked: string[] = [];
    for (const [name, messages] of sent) {
      for (const message of messages) {
        for (const link of linksIn(message, shopName)) {
          const url = new URL(link);
          if (name === 'contact form') continue; // the customer's own words, not the shop's links
          if (CARRIER_HOSTS.includes(url.host)) {
            expect(url.protocol, `${name}: ${link}`).toBe('https:');
            continue;
          }
          expect(`${url.protocol}//${url.host}`, `${name}: ${link} is the shop's`).toBe(publicUrl);
          if (matchPage(url.pathname)) {
            checked.push(url.pathname);
            continue;
          }
          const answer = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
          expect(answer.statusCode, `${name}: GET ${url.pathname} (${answer.body})`).not.toBe(404);
          checked.push(url.pathname);
        }
      }
    }
    // The links the shop's own messages carry, by the page they open.
    const pages = new Set(
      checked.map((path) =>
        path
          .replace(
            /^(\/(a|r|auto-replace\/pay|account\/auto-replace|admin\/subscriptions|returns))\/[^/]+$/,
            '$1/:x',
          )
          .replace(/^\/product\/[^/]+$/, '/product/:x'),
      ),
    );
    expect([...pages].sort()).toEqual(
      [
        '/a/:x',
        '/account/auto-replace/:x',
        '/admin/products',
        '/admin/subscriptions/:x',
        '/auto-replace/pay/:x',
        '/r/:x',
        '/returns/:x',
        '/unsubscribe',
        '/product/:x',
        '/contact-us',
        '/dashboard',
        '/orderHistory',
      ].sort(),
    );
  });
});
