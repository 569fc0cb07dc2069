import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SmsMessage } from '../../adapters/index.ts';
import { outbox, users } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';
import { twilioSignature } from './twilio-signature.ts';
import { TWILIO_SMS_WEBHOOK_PATH } from './twilio-sms-webhook.routes.ts';

const PUBLIC_URL = 'https://shop.example.com';
const TWILIO = { accountSid: 'AC0123456789', authToken: 'the-auth-token', from: '+15005550006' };
const E164 = '+17135550100';
const TYPED = '(713) 555-0100';
const STOPPED =
  'This number replied STOP to our texts. Text START to +15005550006 or use e-mail instead.';

// Issue 40 item 11: codes and order texts to a number that replied STOP went to Twilio and
// failed there; the customer was told a code was sent.
describe('a number that replied STOP gets no code or order text, and is told why', () => {
  const t = setUpTestApp({ config: { publicUrl: PUBLIC_URL, twilio: TWILIO } });
  const texted: SmsMessage[] = [];
  let pat: TestUser;

  const reply = (body: string) => {
    const params = new URLSearchParams({ From: E164, To: TWILIO.from, Body: body });
    return t.app.inject({
      method: 'POST',
      url: TWILIO_SMS_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(
          TWILIO.authToken,
          `${PUBLIC_URL}${TWILIO_SMS_WEBHOOK_PATH}`,
          params,
        ),
      },
      payload: params.toString(),
    });
  };
  /** A phone-only customer, the number as they typed it. */
  const phoneCustomer = async (verified: boolean): Promise<TestUser> => {
    const user = await createTestUser(t.app, t.db);
    await t.db
      .update(users)
      .set({ email: null, phoneNumber: TYPED, isPhoneVerified: verified })
      .where(eq(users.id, user.id));
    return user;
  };
  const sendCode = (user: TestUser) =>
    api(t.app).call('POST', '/auth/send-verification-code', user, { type: 'phone' });
  const forgot = (credential: string) =>
    api(t.app).call('POST', '/auth/forgot-password', undefined, { credential });

  it('a verification code: 409 with the way back, and nothing to Twilio', async () => {
    t.app.adapters.sms = { name: 'fake-sms', send: async (sms) => void texted.push(sms) };
    pat = await phoneCustomer(false);
    expect((await reply('STOP')).statusCode).toBe(200);

    const refused = await sendCode(pat);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: STOPPED });
    expect(texted).toEqual([]);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, TYPED))).toEqual([]);

    expect((await reply('START')).statusCode).toBe(200);
    expect((await sendCode(pat)).statusCode).toBe(200);
    expect(texted.map((sms) => sms.to)).toEqual([TYPED]);
    texted.length = 0;
  });

  it('a password reset code: 409 for the number, whether an account has it or not', async () => {
    expect((await reply('STOP')).statusCode).toBe(200);
    for (const credential of [E164, '+1 713 555 0100']) {
      const refused = await forgot(credential);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ success: false, message: STOPPED });
    }
    // A number that did not reply STOP still gets the usual answer.
    expect((await forgot('+15125550177')).statusCode).toBe(200);
    await new Promise((done) => setTimeout(done, 200));
    expect(texted).toEqual([]);
    expect((await reply('START')).statusCode).toBe(200);
  });

  it('an order text: the order is placed, the text is kept back and says why', async () => {
    expect((await reply('STOP')).statusCode).toBe(200);
    await t.db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, pat.id));
    await saveAddress(t.db, pat.id, 'TX');
    const productId = await insertProduct(t.db, { priceCents: 1_500, stock: 5 });
    const items = [{ productId, quantity: 1 }];
    const client = api(t.app);
    const { intent } = await client.pay(pat, items);
    const placed = await client.order(pat, items, intent.paymentIntentId);
    expect(placed.statusCode).toBe(200);

    expect(texted).toEqual([]);
    const rows = await t.db.select().from(outbox).where(eq(outbox.to, TYPED));
    const orderTexts = rows.filter((row) => row.text.includes('order #'));
    expect(orderTexts.length).toBeGreaterThan(0);
    for (const row of orderTexts) {
      expect(row.status).toBe('failed');
      expect(row.lastError).toContain('replied STOP');
      expect(row.nextAttemptAt).toBeNull();
    }
  });
});
