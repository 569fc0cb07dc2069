import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';
import { isGsm7, SMS_MAX_SEGMENTS, smsSegments } from './sms-text.ts';

// The longest address the config takes, and a shop and names outside GSM-7.
const PUBLIC_URL = 'https://www.clearspring-water-filters-of-greater-houston.com';
const SHOP_NAME =
  'ＣｌｅａｒＳｐｒｉｎｇ 浄水 Water Filtration of Greater Houston & the Gulf Coast';
const TRACKER_NAME = `厨房の浄水器 ＫＩＴＣＨＥＮ ${'under the sink '.repeat(7)}`.slice(0, 120);
const DAY = 86_400_000;

describe('every SMS the shop sends', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: TestUser;
  let pat: TestUser;
  const phone = '+15125550188';
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: PUBLIC_URL, shopName: SHOP_NAME } });
    client = api(t.app);
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    pat = await createTestUser(t.app, t.db, { name: '山田 ｐａｔ' });
    await t.db
      .update(users)
      .set({ email: null, phoneNumber: phone, isPhoneVerified: true })
      .where(eq(users.id, pat.id));
    await saveAddress(t.db, pat.id, 'TX');
  });
  afterAll(() => t.close());

  const track = async (installationDate: string, sms = phone) => {
    const created = await client.call('POST', '/trackers/tracked-products', pat, {
      productId: (await productBySku(t.db, 'UC-2S')).id,
      customName: TRACKER_NAME,
      installationDate,
      additionalData: { contactMethod: 'sms', sms },
    });
    expect(created.statusCode).toBe(201);
    return created.json().data.trackedSystemParts as Array<{ dueDate: string }>;
  };
  const sweep = (now: Date) =>
    client.call('POST', '/admin/reminders/sweep', admin, { now: now.toISOString() });

  it('hardening 30.7: fits two segments in GSM-7 with a 60-character PUBLIC_URL, links whole', async () => {
    expect(PUBLIC_URL).toHaveLength(60);
    // Reminders of every kind: ahead of the day, on the day, and long overdue.
    const parts = await track(new Date().toISOString());
    for (const { dueDate } of parts) {
      const due = Date.parse(`${dueDate}T09:00:00Z`);
      await sweep(new Date(due - 14 * DAY));
      await sweep(new Date(due));
    }
    await track('2023-01-01T10:00:00Z');
    await sweep(new Date());
    // A reminder address that is not the account's own is asked first.
    await track(new Date().toISOString(), '+15125550199');
    // Codes: a phone sign-up's verification, and a password reset.
    const newcomer = {
      name: 'Ｎｅｗ 顧客',
      phoneNumber: '+15125550177',
      password: 'a long enough passphrase',
    };
    expect((await client.call('POST', '/auth/register', undefined, newcomer)).statusCode).toBe(201);
    await client.call('POST', '/auth/forgot-password', undefined, { credential: phone });
    // Orders: placed, shipped with a long tracking number, delivered, refunded, cancelled.
    const kitId = await insertProduct(t.db, { priceCents: 1_500, stock: 20, name: '浄水 Kit' });
    const placeOrder = async () => {
      const items = [{ productId: kitId, quantity: 1 }];
      const { intent } = await client.pay(pat, items);
      return (await client.order(pat, items, intent.paymentIntentId)).json().data._id as string;
    };
    const shipped = await placeOrder();
    await client.call('POST', `/admin/orders/${shipped}/ship`, admin, {
      carrier: 'UPS',
      trackingNumber: `1Z${'9'.repeat(98)}`,
    });
    await client.call('POST', `/admin/orders/${shipped}/deliver`, admin);
    await client.call('POST', `/admin/orders/${shipped}/refunds`, admin, {
      amount: 1,
      reason: 'Scratched box',
    });
    const cancelled = await placeOrder();
    await client.call('POST', `/admin/orders/${cancelled}/cancel`, admin, { reason: 'Asked to' });
    const oldRoute = await placeOrder();
    await client.call('PUT', `/orders/${oldRoute}/status`, admin, { status: 'Shipped' });

    const texts = (await t.db.select().from(outbox).where(eq(outbox.channel, 'sms'))).map(
      (row) => row.text,
    );
    const reminders = texts.filter((text) => text.includes('Reorder: '));
    expect(reminders.length).toBeGreaterThanOrEqual(parts.length * 2 + 1);
    expect(texts.filter((text) => /verification code|reset code/.test(text))).toHaveLength(2);
    expect(texts.filter((text) => text.includes('order #'))).toHaveLength(8);
    expect(texts.some((text) => text.includes('To accept, open') || text.includes('Accept:'))).toBe(
      true,
    );
    for (const text of texts) {
      expect({ text, fits: smsSegments(text) <= SMS_MAX_SEGMENTS }).toEqual({ text, fits: true });
      expect(isGsm7(text)).toBe(true);
      expect(text).not.toContain('??');
    }
    for (const text of reminders) {
      // Two links at this address leave room for the opt-out line (issue 40 item 10).
      expect(text.match(new RegExp(`${PUBLIC_URL}/r/[\\w-]{12}\\n`, 'g'))).toHaveLength(2);
      expect(text.endsWith('\nReply STOP to opt out.')).toBe(true);
    }
    expect(texts.join('\n')).toContain('ChuFang');
  });
});
