import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_RATE_LIMITS } from './modules/auth/rate-limits.ts';
import { reminderLinkKey, signReminderLink } from './modules/reminders/reminder-links.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { createTemporaryDatabase } from './test/temp-postgres.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const JWT_SECRET = 'two-instances-share-this-secret-of-32-chars-or-more';
const ADMIN = { email: 'ops@example.com', password: 'two instances, one admin' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** The same shop twice, as a load balancer sees it: two processes on one PostgreSQL database. */
describe.skipIf(!serverUrl)('two instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTemporaryDatabase>>;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let adminAuth: { authorization: string };

  beforeAll(async () => {
    database = await createTemporaryDatabase(serverUrl ?? '');
    dataDir = await mkdtemp(join(tmpdir(), 'two-instances-'));
    // Separate data directories: nothing may reach the other instance through a shared disk.
    const env = (name: string) => ({
      DATABASE_URL: database.url,
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATA_DIR: join(dataDir, name),
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    });
    [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);
    const { token } = (await call(a, 'POST', '/api/v1/auth/login', { body: signIn(ADMIN) })).data;
    adminAuth = { authorization: `Bearer ${token}` };
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const signIn = (account: { email: string; password: string }) => ({
    credential: account.email,
    password: account.password,
  });

  async function call(
    server: ServerProcess,
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: read like app.inject's json(), field by field
    const body = (await response.json()) as { data: any };
    return { status: response.status, data: body.data };
  }

  it('keeps a session and a reminder link working on the other instance', async () => {
    const me = await call(b, 'GET', '/api/v1/users/me', { headers: adminAuth });
    expect(me.status).toBe(200);
    expect(me.data.email).toBe(ADMIN.email);

    const link = signReminderLink(
      reminderLinkKey(JWT_SECRET),
      { trackedPartId: crypto.randomUUID(), action: 'snooze', dueDate: '2030-01-01' },
      new Date(),
    );
    for (const server of [a, b]) {
      const page = await fetch(`${server.url}/api/v1/reminders/action?token=${link}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Not tracked any more');
    }
  });

  it('serves from one instance the image uploaded through the other', async () => {
    const query = `fileName=filter.png&fileType=image/png&fileSize=${PNG.length}`;
    const signed = await call(a, 'GET', `/api/v1/upload/sign-r2-upload?${query}`, {
      headers: adminAuth,
    });
    const put = await fetch(`${a.url}${signed.data.signedUrl}`, {
      method: 'PUT',
      body: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(201);

    const served = await fetch(`${b.url}${signed.data.publicUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('shows a product edited on one instance changed on the other within a second', async () => {
    const input = {
      name: 'Two-Instance Sediment Filter',
      sku: `TWO-${Date.now()}`,
      price: 19.5,
      stock: 4,
      category: 'residential',
      description: 'A sediment filter made by the two-instance test.',
    };
    const created = await call(a, 'POST', '/api/v1/products', { body: input, headers: adminAuth });
    expect(created.status).toBe(201);
    const path = `/api/v1/products/${created.data._id}`;
    // Twice, so the second answer surely comes from instance B's catalogue cache.
    await call(b, 'GET', path);
    expect((await call(b, 'GET', path)).data.price).toBe(19.5);

    const renamed = { ...input, name: 'Two-Instance Sediment Filter Plus', price: 21 };
    expect((await call(a, 'PUT', path, { body: renamed, headers: adminAuth })).status).toBe(200);
    const editedAt = Date.now();
    let seen = (await call(b, 'GET', path)).data;
    while (seen.price !== 21 && Date.now() - editedAt < 3_000) {
      await new Promise((done) => setTimeout(done, 50));
      seen = (await call(b, 'GET', path)).data;
    }
    expect(seen).toMatchObject({ name: renamed.name, price: 21 });
    expect(Date.now() - editedAt).toBeLessThan(1_000);
  });

  it('refuses the 31st sign-in a minute from one address, spread over both instances', async () => {
    // The admin's sign-in before all tests was the first of the 30 this address may make.
    const statuses: number[] = [];
    for (let attempt = 1; attempt < IP_RATE_LIMITS.login.max + 1; attempt += 1) {
      const account = { email: `nobody-${attempt}@example.com`, password: 'wrong password' };
      const server = attempt % 2 === 0 ? a : b;
      statuses.push(
        (await call(server, 'POST', '/api/v1/auth/login', { body: signIn(account) })).status,
      );
    }
    expect(statuses).toEqual([...Array(IP_RATE_LIMITS.login.max - 1).fill(401), 429]);
  });
});
