import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';
import { buildIcs } from './ics.ts';

describe('calendar feed and reorder due parts', () => {
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await createTestUser(t.app, t.db);
    const system = await productBySku(t.db, 'UC-2S');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/trackers/tracked-products',
      headers: alice.headers,
      payload: {
        productId: system.id,
        customName: 'Kitchen, upstairs',
        installationDate: '2020-03-01T10:00:00Z',
        additionalData: { contactMethod: 'email' },
      },
    });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'DELETE' | 'POST', url: string, headers = alice.headers) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers });

  it('gives a stable secret address whose feed lists every part due date', async () => {
    const first = (await call('GET', '/trackers/calendar-token')).json().data;
    const second = (await call('GET', '/trackers/calendar-token')).json().data;
    expect(second).toEqual(first);
    expect(first.url).toBe(`${t.config.publicUrl}/api/v1/calendar/${first.token}.ics`);
    const feed = await call('GET', `/calendar/${first.token}.ics`, {} as typeof alice.headers);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(feed.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(feed.body).toContain('Kitchen\\, upstairs');
    expect(feed.body).toMatch(/DTSTART;VALUE=DATE:2020\d{4}/);
    expect(feed.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('stops serving a revoked address', async () => {
    const { token } = (await call('GET', '/trackers/calendar-token')).json().data;
    expect((await call('DELETE', '/trackers/calendar-token')).statusCode).toBe(200);
    expect((await call('GET', `/calendar/${token}.ics`)).statusCode).toBe(404);
    expect((await call('GET', '/calendar/not-a-token.ics')).statusCode).toBe(404);
    const fresh = (await call('GET', '/trackers/calendar-token')).json().data;
    expect(fresh.token).not.toBe(token);
  });

  it('hardening 16: escapes and folds CR, LF, CRLF, commas, semicolons and long names', async () => {
    const bob = await createTestUser(t.app, t.db);
    const system = await productBySku(t.db, 'UC-2S');
    const name = `Cellar\rEND:VEVENT\nBEGIN:VEVENT\r\nSUMMARY:x, y; z ${'w'.repeat(60)}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trackers/tracked-products',
      headers: bob.headers,
      payload: {
        productId: system.id,
        customName: name,
        additionalData: { contactMethod: 'email' },
      },
    });
    expect(created.json()).toMatchObject({ success: true });
    const { token } = (await call('GET', '/trackers/calendar-token', bob.headers)).json().data;
    const feeds = [
      (await call('GET', `/calendar/${token}.ics`, bob.headers)).body,
      buildIcs(
        'Shop',
        [{ uid: 'u@x', day: '2026-03-25', summary: 'é'.repeat(200), description: 'a\rb' }],
        new Date(),
      ),
    ];
    for (const feed of feeds) {
      const lines = feed.split('\r\n');
      expect(lines.every((line) => !/[\r\n]/.test(line) && Buffer.byteLength(line) <= 75)).toBe(
        true,
      );
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(
        feed === feeds[0] ? 2 : 1,
      );
      expect(lines.filter((line) => line.startsWith('SUMMARY:'))).toHaveLength(
        feed === feeds[0] ? 2 : 1,
      );
    }
    const unfolded = (feeds[0] ?? '').replaceAll('\r\n ', '');
    expect(unfolded).toContain('(Cellar\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:x\\, y\\; z www');
    expect((feeds[1] ?? '').replaceAll('\r\n ', '')).toContain(`SUMMARY:${'é'.repeat(200)}`);
  });

  it('puts every part due within 30 days in the cart, once', async () => {
    const first = await call('POST', '/trackers/reorder-due');
    expect(first.json()).toEqual({ success: true, data: { added: 2 } });
    expect((await call('POST', '/trackers/reorder-due')).json().data.added).toBe(0);
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, alice.id));
    expect(lines).toHaveLength(2);
  });
});
