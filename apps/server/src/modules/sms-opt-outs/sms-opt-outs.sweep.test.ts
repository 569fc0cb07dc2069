import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SmsMessage } from '../../adapters/index.ts';
import { outbox, users } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser, setUpTestUser, type TestUser } from '../../test/test-users.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';
import { twilioSignature } from './twilio-signature.ts';
import { TWILIO_SMS_WEBHOOK_PATH } from './twilio-sms-webhook.routes.ts';

const PUBLIC_URL = 'https://shop.example.com';
const TWILIO = { accountSid: 'AC0123456789', authToken: 'the-auth-token', from: '+15005550006' };
// The account's phone as Twilio names it, and as the customer typed it on the tracker.
const E164 = '+17135550100';
const TYPED = '+1 (713) 555-0100';

describe('a number that replied STOP gets no reminder texts until it replies START', () => {
  const t = setUpTestApp({ config: { publicUrl: PUBLIC_URL, twilio: TWILIO } });
  const admin = setUpTestUser(t, { role: 'admin' });
  const erin = setUpTestUser(t, { verified: true });
  const texted: SmsMessage[] = [];

  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, payload });
  const reply = (body: string) => {
    const params = new URLSearchParams({ From: E164, To: TWILIO.from, Body: body });
    const url = `${PUBLIC_URL}${TWILIO_SMS_WEBHOOK_PATH}`;
    return t.app.inject({
      method: 'POST',
      url: TWILIO_SMS_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(TWILIO.authToken, url, params),
      },
      payload: params.toString(),
    });
  };
  const track = async (additionalData: object) => {
    const created = await call(erin, 'POST', '/trackers/tracked-products', {
      productId: (await productBySku(t.db, 'UC-2S')).id,
      customName: 'Kitchen',
      installationDate: '2023-01-01T10:00:00Z',
      additionalData,
    });
    expect(created.statusCode).toBe(201);
  };
  const sweep = async () => {
    const swept = await call(admin, 'POST', '/admin/reminders/sweep', {});
    expect(swept.statusCode).toBe(200);
  };
  const sent = async (to: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.to, to))).filter((row) =>
      row.text.includes('Reorder: '),
    );

  it('the sweep leaves out the number, whatever its format, and sends the e-mails', async () => {
    // A fake provider: no network in tests (the adapter is Twilio's, configured).
    t.app.adapters.sms = { name: 'fake-sms', send: async (sms) => void texted.push(sms) };
    await t.db
      .update(users)
      .set({ phoneNumber: E164, isPhoneVerified: true })
      .where(eq(users.id, erin.id));
    await track({ contactMethod: 'sms', sms: TYPED });
    await track({ contactMethod: 'email' });

    expect((await reply('STOP')).statusCode).toBe(200);
    await sweep();
    expect(await sent(TYPED)).toEqual([]);
    expect(texted).toEqual([]);
    expect((await sent(erin.email)).length).toBeGreaterThan(0);

    const stops = await call(erin, 'GET', '/trackers/reminder-stops');
    expect(stops.json().data).toEqual({
      stopped: [],
      stoppedPhones: [{ phone: TYPED, since: expect.any(String) }],
    });
  });

  it('START lets the next sweep text the number again, and My Products says nothing more', async () => {
    expect((await reply('START')).statusCode).toBe(200);
    await sweep();
    expect((await sent(TYPED)).length).toBeGreaterThan(0);
    expect(texted.length).toBeGreaterThan(0);
    const stops = await call(erin, 'GET', '/trackers/reminder-stops');
    expect(stops.json().data).toEqual({ stopped: [], stoppedPhones: [] });
  });
  it('a STOP from the E.164 number stops a tracker that keeps it in a national form', async () => {
    // '0713 555 0100': the account's number as the sign-up form takes it, with a trunk 0.
    const national = '0713 555 0100';
    const fay = await createTestUser(t.app, t.db, { verified: true });
    await t.db
      .update(users)
      .set({ phoneNumber: national.replaceAll(' ', ''), isPhoneVerified: true })
      .where(eq(users.id, fay.id));
    await call(fay, 'POST', '/trackers/tracked-products', {
      productId: (await productBySku(t.db, 'UC-2S')).id,
      customName: 'Office',
      installationDate: '2023-01-01T10:00:00Z',
      additionalData: { contactMethod: 'sms', sms: national },
    });
    expect((await reply('STOP')).statusCode).toBe(200);
    await sweep();
    expect(await sent(national)).toEqual([]);
    const stops = await call(fay, 'GET', '/trackers/reminder-stops');
    expect(stops.json().data.stoppedPhones).toEqual([
      { phone: national, since: expect.any(String) },
    ]);
  });
});
