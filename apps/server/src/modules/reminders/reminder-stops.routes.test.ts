import { RESUME_NOT_YOURS_MESSAGE } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { setUpTestUser, type TestUser } from '../../test/test-users.ts';
import { stopTexts } from '../sms-opt-outs/sms-opt-outs.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';
import { trackKitchenByEmail } from './reminder-test-helpers.ts';
import { optOut } from './reminder-unsubscribe.ts';

const t = setUpTestApp();
const alice = setUpTestUser(t, { verified: true });
const bob = setUpTestUser(t, { verified: true });
const mallory = setUpTestUser(t, { verified: true });
beforeAll(() => trackKitchenByEmail(t, alice));

const track = async (
  user: TestUser,
  contact: { contactMethod: 'email' | 'sms'; email?: string; sms?: string },
) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/trackers/tracked-products',
    headers: user.headers,
    payload: {
      productId: (await productBySku(t.db, 'UC-2S')).id,
      customName: 'Garage',
      additionalData: contact,
    },
  });
  expect(response.statusCode).toBe(201);
};
/** The address's owner follows the confirmation link the tracker's first use sent it. */
const confirmAt = async (to: string) => {
  const [sent] = await t.db.select().from(outbox).where(eq(outbox.to, to));
  const code = sent?.text.match(/\/r\/([\w-]{12})/)?.[1];
  const confirmed = await t.app.inject({ method: 'POST', url: `/api/v1/reminders/links/${code}` });
  expect(confirmed.json().data).toMatchObject({ title: 'Reminders confirmed' });
};
const phonesOf = async (user: TestUser) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/trackers/reminder-stops',
      headers: user.headers,
    })
  ).json().data.stoppedPhones;

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

it("hardening 40.1: a tracker naming a stranger's address neither reveals nor undoes the stranger's unsubscribe", async () => {
  await track(mallory, { contactMethod: 'email', email: alice.email });
  expect(await stops(mallory)).toEqual([]);
  const undo = await resume(mallory, alice.email);
  expect(undo.statusCode).toBe(404);
  expect(undo.json()).toMatchObject({ success: false, message: RESUME_NOT_YOURS_MESSAGE });
  expect(await stops(alice)).toHaveLength(1);
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

it('tells the account of the numbers it confirmed that replied STOP to a text, with no way to resume here', async () => {
  const garage = '+1 713-555-0199';
  await track(alice, { contactMethod: 'sms', sms: garage });
  expect(await phonesOf(alice)).toEqual([]);
  await stopTexts(t.db, '+17135550199');
  // hardening 40.2: naming a number is not owning it; a STOP shows once the number confirmed.
  expect(await phonesOf(alice)).toEqual([]);
  await confirmAt(garage);
  expect(await phonesOf(alice)).toEqual([{ phone: garage, since: expect.any(String) }]);
  expect(await phonesOf(bob)).toEqual([]);
  await track(mallory, { contactMethod: 'sms', sms: '713 555 0199' });
  expect(await phonesOf(mallory)).toEqual([]);
  // Only a START from the phone lifts Twilio's block: the e-mail resume does not take a number.
  expect((await resume(alice, garage)).statusCode).toBe(404);
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
