import { RESUME_NOT_YOURS_MESSAGE } from '@shop/contract';
import { beforeAll, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/test-app.ts';
import { setUpTestUser, type TestUser } from '../../test/test-users.ts';
import { stopTexts } from '../sms-opt-outs/sms-opt-outs.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';
import { trackKitchenByEmail } from './reminder-test-helpers.ts';
import { optOut } from './reminder-unsubscribe.ts';

const t = setUpTestApp();
const alice = setUpTestUser(t, { verified: true });
const bob = setUpTestUser(t, { verified: true });
beforeAll(() => trackKitchenByEmail(t, alice));

const stops = async (user: TestUser) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/trackers/reminder-stops',
      headers: user.headers,
    })
  ).json().data.stopped as Array<{ email: string }>;
const resume = (user: TestUser, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/trackers/reminder-stops/resume',
    headers: user.headers,
    payload: { email },
  });

it("tells the owner which of their trackers' addresses stopped reminder e-mails, and no one else", async () => {
  expect(await stops(alice)).toEqual([]);
  await optOut(t.db, alice.email);
  expect(await stops(alice)).toEqual([{ email: alice.email, since: expect.any(String) }]);
  expect(await stops(bob)).toEqual([]);
});

it("lets the owner send them again, and nobody else restart a stranger's reminders", async () => {
  const stranger = await resume(bob, alice.email);
  expect(stranger.statusCode).toBe(404);
  expect(stranger.json()).toMatchObject({ success: false, message: RESUME_NOT_YOURS_MESSAGE });
  expect(await stops(alice)).toHaveLength(1);

  const resumed = await resume(alice, alice.email.toUpperCase());
  expect(resumed.json()).toEqual({
    success: true,
    data: { message: `Reminder e-mails go to ${alice.email} again.` },
  });
  expect(await stops(alice)).toEqual([]);
});

it("tells the owner which of their trackers' numbers replied STOP to a text, with no way to resume here", async () => {
  const tracked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/trackers/tracked-products',
    headers: alice.headers,
    payload: {
      productId: (await productBySku(t.db, 'UC-2S')).id,
      customName: 'Garage',
      additionalData: { contactMethod: 'sms', sms: '+1 713-555-0199' },
    },
  });
  expect(tracked.statusCode).toBe(201);
  const phonesOf = async (user: TestUser) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/trackers/reminder-stops',
        headers: user.headers,
      })
    ).json().data.stoppedPhones;
  expect(await phonesOf(alice)).toEqual([]);
  await stopTexts(t.db, '+17135550199');
  expect(await phonesOf(alice)).toEqual([{ phone: '+1 713-555-0199', since: expect.any(String) }]);
  expect(await phonesOf(bob)).toEqual([]);
  // Only a START from the phone lifts Twilio's block: the e-mail resume does not take a number.
  expect((await resume(alice, '+1 713-555-0199')).statusCode).toBe(404);
  expect(await phonesOf(alice)).toHaveLength(1);
});

it('needs a signed-in account and an address', async () => {
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/v1/trackers/reminder-stops' })).statusCode,
  ).toBe(401);
  const empty = await t.app.inject({
    method: 'POST',
    url: '/api/v1/trackers/reminder-stops/resume',
    headers: alice.headers,
    payload: {},
  });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().success).toBe(false);
});
