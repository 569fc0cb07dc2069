import { formatShopDate, REMINDER_LINK_BROKEN_MESSAGE } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, outbox, trackedParts, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { isGsm7, SMS_MAX_SEGMENTS, smsSegments } from '../outbox/sms-text.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';
import { reminderLinkKey, signReminderLink } from './reminder-links.ts';
import { escapeHtml } from './reminder-page.ts';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('reminder sweep trigger and reminder links', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let trackedId: string;
  let partId: string;
  let dueDate: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    alice = await createTestUser(t.app, t.db, { verified: true });
    const system = await productBySku(t.db, 'UC-2S');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trackers/tracked-products',
      headers: alice.headers,
      payload: {
        productId: system.id,
        customName: 'Kitchen',
        additionalData: { contactMethod: 'email' },
      },
    });
    trackedId = response.json().data._id;
    const part = response.json().data.trackedSystemParts[0];
    partId = part._id;
    dueDate = part.dueDate;
  });
  afterAll(() => t.close());

  const sweep = (user: TestUser, now?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/reminders/sweep',
      headers: user.headers,
      payload: now ? { now } : {},
    });
  const open = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/reminders/action?token=${token}` });
  const confirm = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/reminders/action',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT },
      payload: new URLSearchParams({ token }).toString(),
    });
  const partRow = async () =>
    (await t.db.select().from(trackedParts).where(eq(trackedParts.id, partId)))[0];
  const link = (action: 'replaced' | 'snooze' | 'reorder', day = dueDate) =>
    signReminderLink(
      reminderLinkKey(t.config.jwtSecret),
      { trackedPartId: partId, action, dueDate: day },
      new Date(),
    );

  it('lets only admins run the sweep', async () => {
    expect((await sweep(alice)).statusCode).toBe(403);
    const now = await sweep(admin);
    expect(now.json()).toEqual({ success: true, data: { sent: 0 } });
  });

  it('hardening 40.6: a sweep as of a day near year 9999 (or year 0) answers 400 naming now', async () => {
    for (const now of ['9999-12-31T23:00:00Z', '0000-01-01T00:00:00Z']) {
      const answer = await sweep(admin, now);
      expect(answer.statusCode, now).toBe(400);
      expect(answer.json()).toEqual({
        success: false,
        message: 'now: now must fall between 1900 and 2999.',
        code: 'VALIDATION_ERROR',
      });
    }
  });

  it('sends a reminder with signed links when the sweep runs for a later day, once', async () => {
    const later = new Date(Date.parse(`${dueDate}T09:00:00Z`)).toISOString();
    const first = await sweep(admin, later);
    expect(first.json().data.sent).toBeGreaterThanOrEqual(1);
    expect((await sweep(admin, later)).json().data.sent).toBe(0);
    const mail = await t.db.select().from(outbox).where(eq(outbox.to, alice.email));
    expect(mail.length).toBe(first.json().data.sent);
    expect(mail[0]?.text).toMatch(/Reorder: http:\/\/\S+\/r\/[\w-]{12}\n/);
    expect(mail[0]?.text).toMatch(/Snooze 2 weeks: /);
  });

  it('opening a link only asks: a page with one form, and nothing changes', async () => {
    const before = await partRow();
    for (const action of ['reorder', 'snooze', 'replaced'] as const) {
      const token = link(action);
      const response = await open(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain(escapeHtml(before?.partProductNameSnapshot ?? '-'));
      expect(response.body).toContain('<form method="post" action="/api/v1/reminders/action">');
      expect(response.body).toContain(`name="token" value="${token}"`);
      expect(response.body).toContain('<a href="/dashboard">Open My Products</a>');
      expect(response.headers['content-security-policy']).toContain("form-action 'self'");
    }
    expect((await open(link('reorder'))).body).toContain('Reorder this part?');
    expect(await partRow()).toEqual(before);
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, alice.id));
    expect(lines).toHaveLength(0);
  });

  it("'Reorder' puts that exact part in the cart and redirects to the cart", async () => {
    const response = await confirm(link('reorder'));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/shoppingCart');
    const part = await partRow();
    const lines = await t.db
      .select()
      .from(cartItems)
      .where(
        and(eq(cartItems.userId, alice.id), eq(cartItems.productId, part?.partProductId ?? '')),
      );
    expect(lines).toHaveLength(1);
    await confirm(link('reorder'));
    const again = await t.db.select().from(cartItems).where(eq(cartItems.userId, alice.id));
    expect(again).toHaveLength(1);
  });

  it("'Snooze 2 weeks' moves the due day 14 days on", async () => {
    const response = await confirm(link('snooze'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Snoozed for 2 weeks');
    const tracker = await t.app.inject({
      method: 'GET',
      url: '/api/v1/trackers',
      headers: alice.headers,
    });
    const part = tracker
      .json()
      .data.trackedProducts[0].trackedSystemParts.find((p: { _id: string }) => p._id === partId);
    const expected = new Date(Date.parse(`${dueDate}T00:00:00Z`) + 14 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(part.dueDate).toBe(expected);
    expect(trackedId).toBeTruthy();
  });

  it("'Replaced' resets the part, snoozed or not", async () => {
    const response = await confirm(link('replaced'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Marked as replaced');
    const part = await partRow();
    expect(part?.snoozedUntil).toBeNull();
    expect(part?.installedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('hardening 5: an old Snooze link used after the part was replaced tells the truth', async () => {
    const dave = await createTestUser(t.app, t.db, { verified: true });
    const system = await productBySku(t.db, 'UC-2S');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trackers/tracked-products',
      headers: dave.headers,
      payload: {
        productId: system.id,
        customName: 'Utility room',
        installationDate: '2024-01-01T10:00:00Z',
        additionalData: { contactMethod: 'email' },
      },
    });
    const part = created.json().data.trackedSystemParts[0];
    const sign = (action: 'replaced' | 'snooze') =>
      signReminderLink(
        reminderLinkKey(t.config.jwtSecret),
        { trackedPartId: part._id, action, dueDate: part.dueDate },
        new Date(),
      );
    expect((await confirm(sign('replaced'))).body).toContain('Marked as replaced');
    const replacedOn = `This part was already replaced on ${formatShopDate(new Date())}`;
    const opened = await open(sign('snooze'));
    expect(opened.body).toContain(replacedOn);
    expect(opened.body).not.toContain('<form');
    const response = await confirm(sign('snooze'));
    expect(response.body).toContain(replacedOn);
    expect(response.body).not.toContain('Snoozed for 2 weeks');
    const [row] = await t.db.select().from(trackedParts).where(eq(trackedParts.id, part._id));
    expect(row?.snoozedUntil).toBeNull();
  });

  it('hardening 6: a part 16 months overdue is reminded as overdue since its due day', async () => {
    const carol = await createTestUser(t.app, t.db, { verified: true });
    const system = await productBySku(t.db, 'UC-2S');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trackers/tracked-products',
      headers: carol.headers,
      payload: {
        productId: system.id,
        customName: 'Garage',
        installationDate: '2024-01-01T10:00:00Z',
        additionalData: { contactMethod: 'email' },
      },
    });
    const due = created.json().data.trackedSystemParts[0].dueDate as string;
    const later = new Date(Date.parse(`${due}T09:00:00Z`) + 487 * 86_400_000).toISOString();
    await sweep(admin, later);
    const mail = await t.db.select().from(outbox).where(eq(outbox.to, carol.email));
    const text = mail.map((row) => `${row.subject}\n${row.text}`).join('\n');
    expect(text).toContain(`is overdue since ${formatShopDate(due)}`);
    expect(text).not.toContain('today');
  });

  it('hardening 3: an SMS reminder fits two GSM-7 segments with short links', async () => {
    const erin = await createTestUser(t.app, t.db, { verified: true });
    await t.db
      .update(users)
      .set({ phoneNumber: '+15550009876', isPhoneVerified: true })
      .where(eq(users.id, erin.id));
    const system = await productBySku(t.db, 'UC-2S');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/trackers/tracked-products',
      headers: erin.headers,
      payload: {
        productId: system.id,
        customName: `Café 🚰 ${'long name '.repeat(11)}`.slice(0, 120),
        installationDate: '2023-01-01T10:00:00Z',
        additionalData: { contactMethod: 'sms', sms: '+15550009876' },
      },
    });
    await sweep(admin, new Date().toISOString());
    const sms = await t.db.select().from(outbox).where(eq(outbox.to, '+15550009876'));
    expect(sms.length).toBeGreaterThan(0);
    for (const { text } of sms) {
      expect(smsSegments(text)).toBeLessThanOrEqual(SMS_MAX_SEGMENTS);
      expect(isGsm7(text)).toBe(true);
      expect(text.match(/https?:\/\/\S+\/r\/[\w-]{12}(\n|$)/g)).toHaveLength(3);
      expect(text).not.toContain('/api');
      // A recurring programme's texts say how to stop them (CTIA); Twilio acts on the reply.
      expect(text.endsWith('\nReply STOP to opt out.')).toBe(true);
    }
  });

  it("hardening 4: links point to the shop's own pages; the API behind them asks, then acts on POST", async () => {
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, alice.email));
    const mail = mails.at(-1);
    expect(`${mail?.text}${mail?.html}`).not.toContain('/api');
    expect(mail?.html).toMatch(/<a href="http:\/\/\S+\/r\/[\w-]{12}"[^>]*>Snooze 2 weeks<\/a>/);
    const code = mail?.text.match(/Reorder: \S+\/r\/([\w-]{12})/)?.[1];
    const asked = await t.app.inject({ method: 'GET', url: `/api/v1/reminders/links/${code}` });
    expect(asked.json()).toMatchObject({
      success: true,
      data: { kind: 'confirm', title: 'Reorder this part?', button: 'Add to cart' },
    });
    const done = await t.app.inject({ method: 'POST', url: `/api/v1/reminders/links/${code}` });
    expect(done.json()).toEqual({
      success: true,
      data: { kind: 'redirect', location: '/shoppingCart' },
    });
    const broken = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reminders/links/AAAAAAAAAAAA',
    });
    expect(broken.statusCode).toBe(404);
    expect(broken.json()).toMatchObject({ success: false, message: REMINDER_LINK_BROKEN_MESSAGE });
  });

  it('answers a tampered or unsigned link with a 400 page, opened or sent', async () => {
    const token = link('replaced');
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ p: partId, a: 'reorder', d: dueDate, x: 9e9 }),
    ).toString('base64url');
    for (const bad of [`${forged}.${signature}`, `${payload}.x${signature}`, 'nonsense', '']) {
      for (const response of [await open(bad), await confirm(bad)]) {
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain('This link does not work');
      }
    }
  });

  it('hardening 20: answers a form post from a client that is no browser in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reminders/action',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=nonsense',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'The reminder link is damaged or has expired.',
    });
  });

  it('does not accept an expired link', async () => {
    const key = reminderLinkKey(t.config.jwtSecret);
    const old = signReminderLink(
      key,
      { trackedPartId: partId, action: 'reorder', dueDate },
      new Date('2000-01-01'),
    );
    expect((await open(old)).statusCode).toBe(400);
    const before = await partRow();
    const response = await confirm(old);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This link does not work');
    expect(await partRow()).toEqual(before);
  });
});

describe('admin sweep in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({ config: { isProduction: true, nodeEnv: 'production' } });
    try {
      const admin = await createTestUser(t.app, t.db, { role: 'admin' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/reminders/sweep',
        headers: admin.headers,
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
