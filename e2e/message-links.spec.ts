import type { APIRequestContext, Browser } from '@playwright/test';
import { expectAccessible, expectAccessibleWithoutScripts } from './support/a11y.ts';
import { uniquePhone } from './support/accounts.ts';
import { phoneCustomerByApi, placeOrderOf } from './support/admin.ts';
import { dataOf } from './support/api.ts';
import { bearer, createTrackedFilter, openAdmin } from './support/back-office.ts';
import { expect, type Page, test } from './support/test.ts';
import { findFilter, runReminderSweep, signUpCustomerByApi } from './support/tracker.ts';

/**
 * Issue 39: every link in every message the shop sends opens a real page. The shop is driven
 * through its API until it has sent every kind of message it has; then every http(s) link in
 * every message of the outbox is opened in the browser as the person who received it.
 */

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/**
 * Every kind of message the shop sends, and how to tell it in the outbox. A message that is
 * none of these fails the journey: a new kind must be added here, so its links are followed.
 * The day's low-stock e-mail goes out on a timer only (07:00 in the shop's time zone); its link
 * is checked by apps/server/src/modules/outbox/message-links.test.ts, as are the refund of a paid
 * order that could not be placed (no link) and the SMS forms of a phone-only account's messages.
 * A carrier's tracking link (shipped) is checked to be https on the carrier's host, not opened.
 */
const KINDS: Record<string, (message: OutboxMessage) => boolean> = {
  'verification e-mail': (m) => m.channel === 'email' && /verification code$/.test(m.subject ?? ''),
  'verification SMS': (m) => m.channel === 'sms' && /verification code/.test(m.body),
  'password reset e-mail': (m) =>
    m.channel === 'email' && /^Reset your .+ password$/.test(m.subject ?? ''),
  'password reset SMS': (m) => m.channel === 'sms' && /password reset code/.test(m.body),
  'auto-replace order confirmation': (m) =>
    / auto-replace order .+ is confirmed$/.test(m.subject ?? ''),
  'order confirmation': (m) => /order .+ is confirmed$/.test(m.subject ?? ''),
  shipped: (m) => /order .+ has shipped$/.test(m.subject ?? ''),
  delivered: (m) => /order .+ has been delivered$/.test(m.subject ?? ''),
  cancelled: (m) => /order .+ has been cancelled$/.test(m.subject ?? ''),
  refund: (m) => /refunded \$[\d.,]+ on your order /.test(m.subject ?? ''),
  'contact form': (m) => /^Contact form: /.test(m.subject ?? ''),
  'reminder e-mail': (m) => m.channel === 'email' && /Snooze 2 weeks: /.test(m.body),
  'reminder SMS': (m) => m.channel === 'sms' && /\nSnooze( 2 weeks)?: /.test(m.body),
  'reminder confirmation e-mail': (m) =>
    m.channel === 'email' && /^Confirm filter reminders from /.test(m.subject ?? ''),
  'reminder confirmation SMS': (m) =>
    m.channel === 'sms' && /filter (replacement )?reminders to this number/.test(m.body),
  'auto-replace confirmation': (m) => /^Auto-replace: /.test(m.subject ?? ''),
  'auto-replace notice': (m) => /Skip this shipment: /.test(m.body),
  'auto-replace payment failed': (m) =>
    /^Your .+ payment failed$|^Needs your confirmation: your .+ payment$/.test(m.subject ?? ''),
  'auto-replace card expiring': (m) =>
    /^Your card ending \d{4} expires soon$/.test(m.subject ?? ''),
  'auto-replace out of stock': (m) =>
    /shipment is waiting for stock$|shipment was skipped$/.test(m.subject ?? ''),
  'owner: plan out of stock': (m) => /^Auto-replace (held|skipped): /.test(m.subject ?? ''),
  'owner: plan paused': (m) => /^Auto-replace paused: /.test(m.subject ?? ''),
  'review request': (m) => /^How is your order .+\? Tell us in a review$/.test(m.subject ?? ''),
  'warranty claim received': (m) => /^We received your warranty claim #W\d+$/.test(m.subject ?? ''),
  'warranty claim approved': (m) => /^Your warranty claim #W\d+ is approved$/.test(m.subject ?? ''),
  'warranty claim declined': (m) => /^About your warranty claim #W\d+$/.test(m.subject ?? ''),
  'return requested': (m) => /return #R\d+ was received$/.test(m.subject ?? ''),
  'return approved': (m) => /return #R\d+ is approved$/.test(m.subject ?? ''),
  'return rejected': (m) => /return #R\d+ was not accepted$/.test(m.subject ?? ''),
  'return received': (m) => /^We received your .+ return #R\d+$/.test(m.subject ?? ''),
  'return refunded': (m) => /refunded \$[\d.,]+ for your return #R\d+$/.test(m.subject ?? ''),
};

/** The carriers' own tracking pages (a shipped message's link): not the shop's to open. */
const CARRIER_HOSTS = ['www.ups.com', 'tools.usps.com', 'www.fedex.com', 'www.dhl.com'];

/** Every message in the outbox, a page at a time. */
async function everyMessage(request: APIRequestContext, adminToken: string) {
  const all: OutboxMessage[] = [];
  for (let page = 1; ; page += 1) {
    const { items } = await dataOf<{ items: OutboxMessage[] }>(
      await request.get('/api/v1/admin/outbox', {
        headers: bearer(adminToken),
        params: { page, pageSize: 100 },
      }),
    );
    all.push(...items);
    if (items.length < 100) return all;
  }
}

const linksOf = (message: OutboxMessage) =>
  (message.body.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => link.replace(/[.,)]+$/, ''));

/** The pages the server writes itself, which run no scripts (reminder-unsubscribe.routes.ts). */
const SCRIPT_FREE_PAGES = ['/unsubscribe'];

/** Which page a path is, for running axe once per kind of page. */
const pageKind = (path: string) =>
  path
    .replace(
      /^(\/(a|r|auto-replace\/pay|account\/auto-replace|admin\/subscriptions|returns))\/[^/]+$/,
      '$1/:x',
    )
    .replace(/^\/product\/[^/]+$/, '/product/:x');

/** Saves a card as the API takes it. */
async function saveCard(
  request: APIRequestContext,
  token: string,
  number: string,
  expiry = { expMonth: 12, expYear: 2034 },
) {
  await dataOf(
    await request.post('/api/v1/payment-methods', {
      headers: bearer(token),
      data: { card: { number, cvc: '123', ...expiry } },
    }),
  );
}

async function track(
  request: APIRequestContext,
  token: string,
  productId: string,
  customName: string,
  installedAt: Date,
  additionalData: Record<string, string> = { contactMethod: 'email' },
) {
  return dataOf<{
    _id: string;
    trackedSystemParts: { _id: string; partProductId: string | null }[];
  }>(
    await request.post('/api/v1/trackers/tracked-products', {
      headers: bearer(token),
      data: { productId, customName, installationDate: installedAt.toISOString(), additionalData },
    }),
  );
}

/** A plan on `partProductId`'s tracked part; its charge day. */
async function startPlan(request: APIRequestContext, token: string, trackedPartId: string) {
  const plan = await dataOf<{ _id: string; nextChargeOn: string }>(
    await request.post('/api/v1/subscriptions', {
      headers: bearer(token),
      data: { trackedPartId },
    }),
  );
  return plan;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe.configure({ timeout: 900_000 });

test('issue 39: every link in every kind of message the shop sends opens a page that is there', async ({
  page,
  browser,
}) => {
  // The worker's server is shared with the spec files before this one: only what this journey
  // made the shop send is read (the database's clock, a second's margin for this one's).
  const since = Date.now() - 1_000;
  const admin = await openAdmin(browser);
  const request = page.request;
  const owner = { page: admin.page };

  // Sign-up codes by e-mail and SMS, and password reset codes to each.
  const ann = { page, ...(await signUpCustomerByApi(page)) };
  const bobPage = await newPage(browser);
  const bob = { page: bobPage, ...(await signUpCustomerByApi(bobPage)) };
  const phonePage = await newPage(browser);
  const phone = await phoneCustomerByApi(phonePage, 'Pat Phone');
  await phonePage.goto('/');
  await phonePage.evaluate((value) => localStorage.setItem('token', value), phone.token);
  for (const credential of [ann.email, phone.phoneNumber]) {
    await dataOf(await request.post('/api/v1/auth/forgot-password', { data: { credential } }));
  }

  // The contact form, to the shop.
  await dataOf(
    await request.post('/api/v1/contact', {
      data: {
        name: 'Ann',
        email: ann.email,
        subject: 'Which filter?',
        message: 'Which filter fits my kitchen sink?',
      },
    }),
  );

  // Orders: confirmed, shipped with tracking, delivered, partly refunded; another cancelled.
  const { slow, fast, filter } = await createTrackedFilter(admin.page, admin.token);
  await saveCard(request, ann.token, '4242 4242 4242 4242');
  const shipped = await placeOrderOf(page, ann.token, [{ productId: slow._id, quantity: 1 }]);
  const toCancel = await placeOrderOf(page, ann.token, [{ productId: fast._id, quantity: 1 }]);
  const asOwner = (path: string, data: object) =>
    admin.page.request.post(`/api/v1/admin/orders/${path}`, {
      headers: bearer(admin.token),
      data,
    });
  await dataOf(
    await asOwner(`${shipped}/ship`, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }),
  );
  await dataOf(await asOwner(`${shipped}/deliver`, {}));
  await dataOf(await asOwner(`${shipped}/refunds`, { amount: 1, reason: 'A scratched housing' }));
  await dataOf(await asOwner(`${toCancel}/cancel`, { reason: 'Ordered twice' }));
  // The delivered order's review request, as of its day (14 days after delivery by default).
  await dataOf(
    await admin.page.request.post('/api/v1/admin/reviews/request-sweep', {
      headers: bearer(admin.token),
      data: { now: new Date(Date.now() + 15 * 86_400_000).toISOString() },
    }),
  );

  // Returns (issue 42): one rejected, one from request to refund; each step tells Ann.
  // The sediment part: the membrane's one unit in stock went out with the first order.
  const returned = await placeOrderOf(page, ann.token, [{ productId: fast._id, quantity: 2 }]);
  await dataOf(await asOwner(`${returned}/ship`, { carrier: 'UPS', trackingNumber: '1Z999AA1' }));
  await dataOf(await asOwner(`${returned}/deliver`, {}));
  const startReturn = async () =>
    dataOf<{ _id: string; lines: { _id: string }[] }>(
      await request.post(`/api/v1/orders/${returned}/returns`, {
        headers: bearer(ann.token),
        data: { lines: [{ productId: fast._id, quantity: 1 }], reason: 'damaged' },
      }),
    );
  const returnStep = async (id: string, step: string, data: object) =>
    dataOf(
      await admin.page.request.post(`/api/v1/admin/returns/${id}/${step}`, {
        headers: bearer(admin.token),
        data,
      }),
    );
  await returnStep((await startReturn())._id, 'reject', { message: 'Used for a year.' });
  const refunded = await startReturn();
  await returnStep(refunded._id, 'approve', { message: 'Send it back.' });
  const lines = refunded.lines.map((line) => ({ lineId: line._id, resellable: false }));
  await returnStep(refunded._id, 'receive', { lines });
  await returnStep(refunded._id, 'refund', {});

  // Reminders: to Ann's own address, and to a neighbour's address and number, which confirm first.
  const system = await findFilter(request, 'PureFlow 5-Stage');
  const threeYearsAgo = new Date(Date.now() - 3 * YEAR_MS);
  const neighbourPhone = uniquePhone();
  const hallSink = await track(request, ann.token, system._id, 'Hall sink', threeYearsAgo);
  const grannyFlat = await track(request, ann.token, system._id, 'Granny flat', threeYearsAgo, {
    contactMethod: 'sms',
    sms: neighbourPhone,
  });
  const cabin = await track(request, ann.token, system._id, 'Cabin', threeYearsAgo, {
    contactMethod: 'email',
    email: `neighbour-${Date.now()}@example.com`,
  });
  expect(await runReminderSweep(request, admin.token, new Date())).toBeGreaterThan(0);
  const confirmation = (await everyMessage(request, admin.token)).find(
    (message) => message.to === neighbourPhone,
  );
  const confirmLink = new URL(linksOf(confirmation as OutboxMessage)[0] ?? '');
  const neighbour = await newPage(browser);
  await neighbour.goto(confirmLink.pathname);
  await neighbour.getByRole('button', { name: 'Yes, send reminders here' }).click();
  await expect(neighbour.getByRole('heading', { name: 'Reminders confirmed' })).toBeVisible();
  expect(await runReminderSweep(request, admin.token, new Date())).toBeGreaterThan(0);

  // Auto-replace. Ann's card runs out at the end of this month; her part goes out of stock.
  const now = new Date();
  await saveCard(request, ann.token, '4242 4242 4242 4242', {
    expMonth: now.getUTCMonth() + 1,
    expYear: now.getUTCFullYear(),
  });
  const cards = await dataOf<{ _id: string; last4: string; expMonth: number }[]>(
    await request.get('/api/v1/payment-methods', { headers: bearer(ann.token) }),
  );
  const expiring = cards.find((card) => card.expMonth === now.getUTCMonth() + 1);
  const annParts = await track(request, ann.token, filter._id, 'Kitchen sink', now);
  const annPart = annParts.trackedSystemParts.find((part) => part.partProductId === fast._id);
  const annPlan = await startPlan(request, ann.token, annPart?._id ?? '');
  const changed = await request.patch(`/api/v1/subscriptions/${annPlan._id}`, {
    headers: bearer(ann.token),
    data: { paymentMethodId: expiring?._id, quantity: 2 },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await dataOf(
    await request.post(`/api/v1/subscriptions/${annPlan._id}/pause`, {
      headers: bearer(ann.token),
      data: {},
    }),
  );
  await dataOf(
    await request.post(`/api/v1/subscriptions/${annPlan._id}/resume`, {
      headers: bearer(ann.token),
    }),
  );

  // Bob's card is declined at every try, so his plan pauses and the owner hears of it.
  const bobFilter = await createTrackedFilter(admin.page, admin.token);
  await saveCard(bob.page.request, bob.token, '4000 0000 0000 0341');
  const bobParts = await track(bob.page.request, bob.token, bobFilter.filter._id, 'Bar sink', now);
  const bobPart = bobParts.trackedSystemParts.find(
    (part) => part.partProductId === bobFilter.fast._id,
  );
  const bobPlan = await startPlan(bob.page.request, bob.token, bobPart?._id ?? '');

  // Cal's plan on the same system is charged on its day, and its order's confirmation says so.
  const calPage = await newPage(browser);
  const cal = { page: calPage, ...(await signUpCustomerByApi(calPage)) };
  await saveCard(cal.page.request, cal.token, '4242 4242 4242 4242');
  const calParts = await track(cal.page.request, cal.token, bobFilter.filter._id, 'Bar sink', now);
  const calPart = calParts.trackedSystemParts.find(
    (part) => part.partProductId === bobFilter.fast._id,
  );
  await startPlan(cal.page.request, cal.token, calPart?._id ?? '');

  const run = async (at: Date) => {
    const ran = await request.post('/api/v1/admin/subscriptions/run', {
      headers: bearer(admin.token),
      data: { now: at.toISOString() },
    });
    expect(ran.ok(), await ran.text()).toBe(true);
  };
  const chargeDay = Date.parse(`${annPlan.nextChargeOn}T15:00:00Z`);
  const cardRunsOut = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  await run(new Date(Math.max(now.getTime(), cardRunsOut - 20 * DAY_MS)));
  await run(new Date(chargeDay - 3 * DAY_MS));
  await dataOf(
    await admin.page.request.patch(`/api/v1/admin/products/${fast._id}/stock`, {
      headers: bearer(admin.token),
      data: { stock: 0 },
    }),
  );
  // Every day from the first charge day: Ann's box waits for stock, Bob's card is tried on days
  // 1, 3, 5 and 7 after the first failure, then his plan pauses.
  const bobChargeDay = Date.parse(`${bobPlan.nextChargeOn}T15:00:00Z`);
  for (
    let day = Math.min(chargeDay, bobChargeDay);
    day <= bobChargeDay + 8 * DAY_MS;
    day += DAY_MS
  ) {
    await run(new Date(day));
  }

  // Warranty claims on Ann's systems (five years' warranty): a replacement, a repair, a decline.
  const decisions = [
    [hallSink, 'approve', { resolution: 'replacement', productId: system._id }],
    [grannyFlat, 'approve', { resolution: 'repair', note: 'Our technician comes on Tuesday.' }],
    [cabin, 'decline', { reason: 'Frost damage is not covered by the warranty.' }],
  ] as const;
  for (const [tracked, action, data] of decisions) {
    const claim = await dataOf<{ _id: string }>(
      await request.post('/api/v1/warranty-claims', {
        headers: bearer(ann.token),
        data: { trackedProductId: tracked._id, description: 'The tank no longer holds pressure.' },
      }),
    );
    await dataOf(
      await admin.page.request.post(`/api/v1/admin/warranty-claims/${claim._id}/${action}`, {
        headers: bearer(admin.token),
        data,
      }),
    );
  }

  // Who opens what: each customer signed in as themselves, the owner as the admin, anyone else
  // (the neighbour) in a browser of their own.
  const shopEmail = 'support@clearspring.example';
  const readers = new Map<string, Page>([
    [ann.email, ann.page],
    [bob.email, bob.page],
    [cal.email, cal.page],
    [phone.phoneNumber, phonePage],
    [shopEmail, owner.page],
  ]);
  const readerOf = (to: string) => readers.get(to) ?? neighbour;

  const messages = (await everyMessage(request, admin.token)).filter(
    (message) => Date.parse(message.createdAt) >= since,
  );
  const seen = new Set<string>();
  const unknown: string[] = [];
  const links: { kind: string; to: string; url: URL }[] = [];
  for (const message of messages) {
    const kind = Object.entries(KINDS).find(([, is]) => is(message))?.[0];
    if (!kind) {
      unknown.push(`${message.channel} to ${message.to}: ${message.subject ?? message.body}`);
      continue;
    }
    seen.add(kind);
    for (const link of linksOf(message)) links.push({ kind, to: message.to, url: new URL(link) });
  }
  expect(unknown, 'messages of a kind this journey does not know').toEqual([]);
  expect([...seen].sort()).toEqual(Object.keys(KINDS).sort());

  const server = new URL(page.url());
  const opened = new Set<string>();
  const axed = new Set<string>();
  for (const { kind, to, url } of links) {
    if (CARRIER_HOSTS.includes(url.host)) {
      expect(url.protocol, `${kind}: ${url}`).toBe('https:');
      continue;
    }
    expect(url.port, `${kind}: ${url} is the shop's`).toBe(server.port);
    const path = `${url.pathname}${url.search}`;
    if (opened.has(`${to} ${path}`)) continue;
    opened.add(`${to} ${path}`);
    const reader = readerOf(to);
    const response = await reader.goto(path);
    expect(response?.status(), `${kind}: ${path}`).not.toBe(404);
    await expect(reader.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The app's not-found page (apps/web/src/components/not-found.tsx).
    await expect(reader.getByText('Page not found')).toHaveCount(0);
    await expect(reader).not.toHaveTitle(/Page not found/);
    const pageOf = pageKind(url.pathname);
    if (!axed.has(pageOf)) {
      axed.add(pageOf);
      // The unsubscribe page is the server's own, without scripts: axe reads a copy of it.
      if (SCRIPT_FREE_PAGES.includes(pageOf)) await expectAccessibleWithoutScripts(reader);
      else await expectAccessible(reader);
    }
  }
  // The pages the shop's messages lead to, so a link that stops being written is noticed too.
  expect([...axed].sort()).toEqual(
    [
      '/a/:x',
      '/account/auto-replace/:x',
      '/admin/subscriptions/:x',
      '/auto-replace/pay/:x',
      '/r/:x',
      '/returns/:x',
      '/unsubscribe',
      '/dashboard',
      '/orderHistory',
      '/contact-us',
      '/product/:x',
    ].sort(),
  );
});
