import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage, SmsMessage } from '../../adapters/index.ts';
import { createTwilioSms } from '../../adapters/sms/sms-transport.ts';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAX_DELIVERY_ATTEMPTS, retryAt } from './messenger.ts';

let t: TestApp;
const mailed: MailMessage[] = [];
const texted: SmsMessage[] = [];
let mailFails = false;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
  t.app.adapters.mail = null;
  t.app.adapters.sms = null;
  mailFails = false;
});

function useFakeProviders() {
  t.app.adapters.mail = {
    name: 'fake-smtp',
    async send(message) {
      if (mailFails) throw new Error('SMTP 451 try later');
      mailed.push(message);
    },
  };
  t.app.adapters.sms = { name: 'fake-sms', send: async (message) => void texted.push(message) };
}

const rowOf = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('app.messenger.send', () => {
  it('stores the message and marks it sent when no provider is configured', async () => {
    const result = await t.app.messenger.send({
      channel: 'email',
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Line one.\n\nLine <two>.',
    });
    expect(result.status).toBe('sent');
    const row = await rowOf(result.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 0, subject: 'Hello', lastError: null });
    expect(row?.html).toContain('<p>Line &lt;two&gt;.</p>');
  });

  it('delivers e-mail (HTML and text) and SMS through the configured providers', async () => {
    useFakeProviders();
    const mail = await t.app.messenger.send({
      channel: 'email',
      to: 'a@example.com',
      subject: 'S',
      text: 'T',
    });
    const sms = await t.app.messenger.send({ channel: 'sms', to: '+15550001111', text: 'Code' });
    expect(mailed.at(-1)).toMatchObject({ to: 'a@example.com', subject: 'S', text: 'T' });
    expect(mailed.at(-1)?.html).toContain('<p>T</p>');
    expect(texted.at(-1)).toEqual({ to: '+15550001111', text: 'Code' });
    expect(await rowOf(mail.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await rowOf(sms.id)).toMatchObject({ status: 'sent', attempts: 1, subject: null });
  });

  it('records a failure, retries with backoff, and delivers on a later try', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-04-01T10:00:00Z') });
    useFakeProviders();
    mailFails = true;
    const result = await t.app.messenger.send({
      channel: 'email',
      to: 'b@example.com',
      text: 'Later',
    });
    expect(result.status).toBe('failed');
    expect(await rowOf(result.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'SMTP 451 try later',
      nextAttemptAt: new Date('2030-04-01T10:01:00Z'),
    });

    expect(await t.app.messenger.retryDue()).toBe(0); // not due yet
    vi.setSystemTime(new Date('2030-04-01T10:01:00Z'));
    expect(await t.app.messenger.retryDue()).toBe(1);
    expect(await rowOf(result.id)).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date('2030-04-01T10:03:00Z'),
    });

    mailFails = false;
    vi.setSystemTime(new Date('2030-04-01T10:03:00Z'));
    await t.app.messenger.retryDue();
    expect(await rowOf(result.id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(mailed.at(-1)?.to).toBe('b@example.com');
  });

  it('hardening 30.5: a message committed by a sender that died before delivering goes out with the retries', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-05-01T10:00:00Z') });
    useFakeProviders();
    const row = await t.db.transaction((tx) =>
      t.app.messenger.enqueue(tx, { channel: 'sms', to: '+15550004444', text: 'Left behind' }),
    );
    expect(await rowOf(row.id)).toMatchObject({ status: 'pending', attempts: 0 });

    expect(await t.app.messenger.retryDue()).toBe(0); // its sender may still be delivering it
    vi.setSystemTime(new Date('2030-05-01T10:05:00Z'));
    expect(await t.app.messenger.retryDue()).toBe(1);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 1, nextAttemptAt: null });
    expect(texted.filter((sms) => sms.text === 'Left behind')).toHaveLength(1);
  });

  it('gives up after the last attempt', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(retryAt(1, now)?.toISOString()).toBe('2030-01-01T00:01:00.000Z');
    expect(retryAt(5, now)?.toISOString()).toBe('2030-01-01T00:16:00.000Z');
    expect(retryAt(MAX_DELIVERY_ATTEMPTS, now)).toBeNull();
  });
});

describe('Twilio SMS adapter', () => {
  it('posts the message with basic auth, and throws on an error answer', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    let status = 201;
    const sms = createTwilioSms({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15550000000',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return new Response('{"code":21211}', { status });
      },
    });
    await sms.send({ to: '+15551112222', text: 'Hi' });
    expect(calls[0]?.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('authorization')).toBe(
      `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
    );
    expect(String(calls[0]?.init.body)).toBe('To=%2B15551112222&From=%2B15550000000&Body=Hi');
    status = 400;
    await expect(sms.send({ to: 'x', text: 'y' })).rejects.toThrow(
      'Twilio says this is not a valid phone number (Twilio 21211)',
    );
    status = 503;
    await expect(sms.send({ to: 'x', text: 'y' })).rejects.toThrow(/Twilio answered 503/);
  });
});
