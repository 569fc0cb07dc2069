import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from './db/schema/index.ts';
import { createLogger } from './logger.ts';
import { apiCaller, lastCodeSentTo, uniqueEmail } from './modules/auth/auth-test-helpers.ts';
import { productBySku } from './modules/trackers/tracker-fixtures.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { createTestUser } from './test/test-users.ts';

describe('what the log holds', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      logger: createLogger({ logLevel: 'info', nodeEnv: 'test' }, sink),
      addRoutes: (app) => {
        // A query that fails with a secret among its parameters, like a failed sign-up insert.
        app.get('/api/v1/test/failing-query', async () => {
          const [row] = await app.db.select({ hash: users.passwordHash }).from(users).limit(1);
          await app.db.execute(sql`select ${row?.hash ?? ''}::int`);
        });
      },
    });
  });
  afterAll(() => t.close());

  it('hardening 18: no token, code, password, hash or full e-mail in the log of a journey', async () => {
    const call = apiCaller(t);
    const email = uniqueEmail();
    const password = 'a long and quiet river stone';
    const registered = await call('POST', '/auth/register', {
      body: { name: 'Logan', email, password },
    });
    expect(registered.status).toBe(201);
    const login = await call('POST', '/auth/login', { body: { credential: email, password } });
    const session = String(login.body.data.token);
    await call('GET', '/users/me', { headers: { authorization: `Bearer ${session}` } });
    await call('POST', '/auth/forgot-password', { body: { credential: email } });
    const resetCode = await lastCodeSentTo(t.db, email);
    await call('POST', '/auth/reset-password', {
      body: { credential: email, code: resetCode, password: `${password} again` },
    });

    const owner = await createTestUser(t.app, t.db);
    const system = await productBySku(t.db, 'UC-2S');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/trackers/tracked-products',
      headers: owner.headers,
      payload: {
        productId: system.id,
        customName: 'Kitchen',
        installationDate: '2020-01-01T10:00:00Z',
        additionalData: { contactMethod: 'sms', sms: '+15550001234' },
      },
    });
    const feed = await call('GET', '/trackers/calendar-token', { headers: owner.headers });
    const calendarToken = String(feed.body.data.token);
    await t.app.inject({ method: 'GET', url: `/api/v1/calendar/${calendarToken}.ics` });
    const admin = await createTestUser(t.app, t.db, { role: 'admin' });
    await call('POST', '/admin/reminders/sweep', { headers: admin.headers, body: {} });
    const [sms] = await t.db.select().from(outbox).where(eq(outbox.to, '+15550001234'));
    const links = sms?.text.match(/https?:\/\/\S+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links)
      await t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/test/failing-query' })).statusCode,
    ).toBe(500);

    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    const secrets = [
      password,
      row?.passwordHash ?? '-',
      resetCode,
      session,
      calendarToken,
      email,
      owner.email,
      '+15550001234',
      ...links.map((link) => new URL(link).pathname.split('/r/')[1] ?? '-'),
      ...links.flatMap((link) => [...new URL(link).searchParams.values()]),
    ];
    const log = lines.join('');
    expect(log).toContain('"msg":"request"');
    expect(log).toContain('params: [hidden]');
    for (const secret of secrets.filter((value) => value.length >= 6)) {
      expect(log, `the log shows ${secret.slice(0, 12)}…`).not.toContain(secret);
    }
  });
});
