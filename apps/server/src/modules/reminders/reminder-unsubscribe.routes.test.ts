import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { setUpTestUser } from '../../test/test-users.ts';
import { trackKitchenByEmail } from './reminder-test-helpers.ts';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe("a reminder e-mail's one-click unsubscribe", () => {
  const t = setUpTestApp();
  const admin = setUpTestUser(t, { role: 'admin' });
  const alice = setUpTestUser(t, { verified: true });
  const bob = setUpTestUser(t, { verified: true });
  let dueDates: string[];

  const sweepOn = async (day: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/reminders/sweep',
      headers: admin.headers,
      payload: { now: `${day}T12:00:00Z` },
    });
    expect(response.statusCode).toBe(200);
  };
  const remindersTo = (email: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.channel, 'email')))
      .orderBy(outbox.createdAt);
  const pathOf = (url: string) => {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  };

  beforeAll(async () => {
    dueDates = await trackKitchenByEmail(t, alice);
    await trackKitchenByEmail(t, bob);
    expect(dueDates.length).toBeGreaterThanOrEqual(2);
  });

  it('carries List-Unsubscribe with one-click, and a link at its foot to the same address', async () => {
    await sweepOn(dueDates[0] as string);
    const [reminder] = await remindersTo(alice.email);
    expect(reminder?.listUnsubscribe).toMatch(
      /^http:\/\/\S+\/unsubscribe\?token=[\w-]+\.[\w-]{22}$/,
    );
    expect(reminder?.text).toContain(
      `Stop all filter reminders to this address: ${reminder?.listUnsubscribe}`,
    );
    expect(reminder?.html).toContain(`href="${reminder?.listUnsubscribe}"`);
  });

  it('opening the link only asks; the one-click POST stops the reminders to that address', async () => {
    const [reminder] = await remindersTo(alice.email);
    const url = pathOf(reminder?.listUnsubscribe ?? '');

    const asked = await t.app.inject({ method: 'GET', url, headers: { accept: BROWSER_ACCEPT } });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toContain('text/html');
    expect(asked.body).toContain('Stop filter reminders?');
    expect(asked.body).toContain(`<form method="post" action="${url}">`);

    // What Gmail and Apple Mail send (RFC 8058), in either form encoding.
    const oneClick = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('Filter reminders stopped');
    expect(oneClick.body).toContain(
      `No more filter replacement reminders will be sent to ${alice.email}`,
    );
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode).toBe(200);

    const before = (await remindersTo(alice.email)).length;
    await sweepOn(dueDates[1] as string);
    expect(await remindersTo(alice.email)).toHaveLength(before);
    // Bob tracks the same system from the same day, and still hears about it.
    expect((await remindersTo(bob.email)).map((row) => row.subject)).toHaveLength(2);
  });

  it('the page says so when opened again, and its button sends the reminders again', async () => {
    const [reminder] = await remindersTo(alice.email);
    const url = pathOf(reminder?.listUnsubscribe ?? '');
    const opened = await t.app.inject({ method: 'GET', url });
    expect(opened.body).toContain('Filter reminders are off');
    const undo = url.replace('/unsubscribe?', '/unsubscribe/undo?');
    expect(opened.body).toContain(`<form method="post" action="${undo}">`);

    const undone = await t.app.inject({
      method: 'POST',
      url: undo,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT },
      payload: '',
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.body).toContain('Filter reminders are back on');
    const before = (await remindersTo(alice.email)).length;
    await sweepOn(dueDates[1] as string);
    expect(await remindersTo(alice.email)).toHaveLength(before + 1);
  });

  it('a damaged link changes nothing: a page for a browser, the envelope for a client', async () => {
    const [reminder] = await remindersTo(alice.email);
    const forged = pathOf(reminder?.listUnsubscribe ?? '').replace(
      /token=[^.]+/,
      `token=${Buffer.from(bob.email).toString('base64url')}`,
    );
    const opened = await t.app.inject({ method: 'GET', url: forged });
    expect(opened.statusCode).toBe(400);
    expect(opened.body).toContain('This link does not work');
    const posted = await t.app.inject({ method: 'POST', url: forged });
    expect(posted.statusCode).toBe(400);
    expect(posted.json()).toMatchObject({
      success: false,
      message: 'The unsubscribe link is damaged.',
    });
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${'a'.repeat(1200)}`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().success).toBe(false);
  });
});
