import { describe, expect, it } from 'vitest';
import { smsOptOuts } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { twilioSignature } from './twilio-signature.ts';
import { TWILIO_SMS_WEBHOOK_PATH } from './twilio-sms-webhook.routes.ts';

const PUBLIC_URL = 'https://shop.example.com';
const TWILIO = { accountSid: 'AC0123456789', authToken: 'the-auth-token', from: '+15005550006' };
const CUSTOMER = '+17135550100';

/** An inbound text as Twilio posts it, signed with `authToken` over `url`. */
function inbound(
  fields: Record<string, string>,
  { authToken = TWILIO.authToken, url = `${PUBLIC_URL}${TWILIO_SMS_WEBHOOK_PATH}` } = {},
) {
  const params = new URLSearchParams({
    MessageSid: 'SM0123456789',
    AccountSid: TWILIO.accountSid,
    From: CUSTOMER,
    To: TWILIO.from,
    NumMedia: '0',
    ...fields,
  });
  return {
    method: 'POST' as const,
    url: TWILIO_SMS_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(authToken, url, params),
    },
    payload: params.toString(),
  };
}

describe("Twilio's messaging webhook mirrors STOP and START", () => {
  const t = setUpTestApp({ config: { publicUrl: PUBLIC_URL, twilio: TWILIO } });
  const stoppedNumbers = async () =>
    (await t.db.select().from(smsOptOuts)).map((row) => row.phoneDigits).sort();

  it('answers an empty TwiML response and records a STOP, signed over PUBLIC_URL', async () => {
    const response = await t.app.inject(inbound({ Body: 'STOP' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    expect(response.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await stoppedNumbers()).toEqual(['7135550100']);
  });

  it('START, YES and UNSTOP (any case, trimmed) send texts again', async () => {
    for (const word of ['start', ' Yes ', 'UNSTOP']) {
      await t.app.inject(inbound({ Body: 'Stop' }));
      expect(await stoppedNumbers()).toEqual(['7135550100']);
      const response = await t.app.inject(inbound({ Body: word }));
      expect(response.statusCode).toBe(200);
      expect(await stoppedNumbers()).toEqual([]);
    }
  });

  it("each of Twilio's opt-out keywords stops texts; other texts change nothing", async () => {
    const numbers = ['+12025550101', '+12025550102', '+12025550103', '+12025550104'];
    const words = ['stopall', ' Unsubscribe\n', 'CANCEL', 'end'];
    for (const [index, word] of words.entries()) {
      const response = await t.app.inject(inbound({ Body: word, From: numbers[index] as string }));
      expect(response.statusCode).toBe(200);
    }
    await t.app.inject(inbound({ Body: 'quit', From: '+44 7700 900123' }));
    for (const chat of ['Please stop', 'HELP', 'When is my filter due?']) {
      const response = await t.app.inject(inbound({ Body: chat, From: '+12025550199' }));
      expect(response.statusCode).toBe(200);
    }
    expect(await stoppedNumbers()).toEqual([
      '2025550101',
      '2025550102',
      '2025550103',
      '2025550104',
      '7700900123',
    ]);
    await t.db.delete(smsOptOuts);
  });

  it("follows Twilio's OptOutType when Advanced Opt-Out sends it", async () => {
    await t.app.inject(inbound({ Body: 'ARRET', OptOutType: 'STOP' }));
    expect(await stoppedNumbers()).toEqual(['7135550100']);
    await t.app.inject(inbound({ Body: 'stop', OptOutType: 'HELP' }));
    expect(await stoppedNumbers()).toEqual(['7135550100']);
    await t.app.inject(inbound({ Body: 'REPRENDRE', OptOutType: 'START' }));
    expect(await stoppedNumbers()).toEqual([]);
  });

  it('refuses an unsigned, wrongly signed or altered request with 403, recording nothing', async () => {
    const unsigned = inbound({ Body: 'STOP' });
    const { 'x-twilio-signature': _signature, ...noSignature } = unsigned.headers;
    const altered = inbound({ Body: 'HELP' });
    const attempts = [
      { ...unsigned, headers: noSignature },
      inbound({ Body: 'STOP' }, { authToken: 'another-token' }),
      // Signed over the address the request reached, not the one Twilio was given.
      inbound({ Body: 'STOP' }, { url: `http://localhost:80${TWILIO_SMS_WEBHOOK_PATH}` }),
      { ...altered, payload: altered.payload.replace('Body=HELP', 'Body=STOP') },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject(attempt);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: 'The request does not carry a valid Twilio signature.',
        code: 'FORBIDDEN',
      });
    }
    expect(await stoppedNumbers()).toEqual([]);
  });
});

describe('the webhook without Twilio', () => {
  const t = setUpTestApp({ config: { publicUrl: PUBLIC_URL } });

  it('answers 404 in the envelope, signed or not', async () => {
    const response = await t.app.inject(inbound({ Body: 'STOP' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Twilio is not configured on this shop.',
    });
    expect(await t.db.select().from(smsOptOuts)).toEqual([]);
  });
});
