import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTwilioSms } from '../../adapters/sms/sms-transport.ts';
import { outbox, smsOptOuts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
  t.app.adapters.sms = null;
});

/** Twilio as it answers a number that texted STOP, or while it is down. */
function twilioAnswering(answer: { status: number; body: string }) {
  const tries: string[] = [];
  t.app.adapters.sms = createTwilioSms({
    accountSid: 'AC123',
    authToken: 'secret',
    from: '+15550000000',
    fetch: async (_url, init) => {
      tries.push(String(init?.body));
      return new Response(answer.body, { status: answer.status });
    },
  });
  return tries;
}

const rowOf = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];

it('a text to a number that replied STOP is recorded once, with why, never retried, and stops its texts', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-01T10:00:00Z') });
  const tries = twilioAnswering({
    status: 400,
    body: '{"code":21610,"message":"Attempt to send to unsubscribed recipient","status":400}',
  });
  const result = await t.app.messenger.send({ channel: 'sms', to: '+15550007777', text: 'Due' });

  expect(result.status).toBe('failed');
  expect(await rowOf(result.id)).toMatchObject({
    status: 'failed',
    attempts: 1,
    lastError:
      "The number replied STOP to the shop's texts: Twilio sends it nothing until it texts START (Twilio 21610)",
    nextAttemptAt: null,
  });
  vi.setSystemTime(new Date('2030-06-02T10:00:00Z'));
  await t.app.messenger.retryDue();
  expect(tries).toHaveLength(1);
  // Recorded as a STOP from Twilio's webhook would be: the sweep makes no more texts for it.
  expect(await t.db.select({ key: smsOptOuts.phoneDigits }).from(smsOptOuts)).toEqual([
    { key: '5550007777' },
  ]);
});

it('a text Twilio could not take for now (503) is retried as before', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-03T10:00:00Z') });
  const tries = twilioAnswering({ status: 503, body: 'Service Unavailable' });
  const result = await t.app.messenger.send({ channel: 'sms', to: '+15550008888', text: 'Due' });

  expect(await rowOf(result.id)).toMatchObject({
    attempts: 1,
    lastError: 'Twilio answered 503: Service Unavailable',
    nextAttemptAt: new Date('2030-06-03T10:01:00Z'),
  });
  vi.setSystemTime(new Date('2030-06-03T10:01:00Z'));
  await t.app.messenger.retryDue();
  expect(tries).toHaveLength(2);
});
