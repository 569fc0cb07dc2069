import { afterAll, beforeAll, expect, it } from 'vitest';
import { reminderOptOuts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';

let t: TestApp;
let admin: TestUser;
let carla: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, t.db, { role: 'admin' });
  carla = await createTestUser(t.app, t.db, { name: 'Carla Reyes', email: 'carla@example.com' });
  // Stopped a minute apart, oldest first; two share a microsecond to test the cursor's tie-break.
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute));
  await t.db.insert(reminderOptOuts).values([
    { email: 'neighbour@example.net', createdAt: at(1) },
    { email: 'carla@example.com', createdAt: at(2) },
    { email: 'carl.o@example.org', createdAt: at(3) },
    { email: 'x-carla@example.com', createdAt: at(4) },
    { email: 'zed@example.org', createdAt: at(4) },
  ]);
});
afterAll(() => t.close());

const list = (query: string, user: TestUser | null = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/reminder-opt-outs${query}`,
    headers: user?.headers ?? {},
  });
const emails = (body: { data: { items: Array<{ email: string }> } }) =>
  body.data.items.map((item) => item.email);

it('is for admins only, enforced by the server', async () => {
  expect((await list('', null)).statusCode).toBe(401);
  expect((await list('', carla)).statusCode).toBe(403);
});

it('lists every address that stopped reminders, newest first, with its customer', async () => {
  const answer = await list('');
  expect(answer.statusCode).toBe(200);
  const body = answer.json();
  expect(emails(body)).toEqual([
    'zed@example.org',
    'x-carla@example.com',
    'carl.o@example.org',
    'carla@example.com',
    'neighbour@example.net',
  ]);
  expect(body.data).toMatchObject({ total: 5, totalIsCapped: false, page: 1, pageSize: 20 });
  expect(body.data.nextAfter).toBeNull();
  expect(body.data.items[3]).toEqual({
    email: 'carla@example.com',
    stoppedAt: '2026-11-02T09:02:00.000Z',
    customer: { _id: carla.id, name: 'Carla Reyes' },
  });
  expect(body.data.items[0].customer).toBeNull();
});

it("searches by the start of the address, in any case, and not the middle of one (the key's btree)", async () => {
  const body = (await list('?q=%20CARL')).json();
  expect(emails(body)).toEqual(['carl.o@example.org', 'carla@example.com']);
  expect(body.data.total).toBe(2);
  expect(emails((await list('?q=carla@')).json())).toEqual(['carla@example.com']);
  expect(emails((await list('?q=example')).json())).toEqual([]);
  // LIKE's wildcards are plain characters here.
  expect(emails((await list('?q=c%25')).json())).toEqual([]);
});

it('walks every page once with nextAfter, even across opt-outs of the same moment', async () => {
  const seen: string[] = [];
  let after: string | null = null;
  do {
    const query: string = `?pageSize=2${after ? `&after=${encodeURIComponent(after)}` : ''}`;
    const body = (await list(query)).json();
    expect(body.data).toMatchObject({ total: 5, pageSize: 2 });
    seen.push(...emails(body));
    after = body.data.nextAfter;
  } while (after);
  expect(seen).toEqual(emails((await list('')).json()));

  const numbered = (await list('?pageSize=2&page=2')).json();
  expect(emails(numbered)).toEqual(['carl.o@example.org', 'carla@example.com']);
});

it('answers 400 to a cursor it did not make', async () => {
  const answer = await list('?after=carla@example.com');
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({
    success: false,
    message: expect.stringContaining('nextAfter'),
  });
});

it('hardening 40.6: answers 400, not 500, to a cursor whose date cannot be', async () => {
  for (const time of ['0000-00-00T00:00:00.000000Z', '2026-02-30T09:00:00.000000Z']) {
    const answer = await list(`?after=${time}|carla@example.com`);
    expect(answer.statusCode, time).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      message: 'after: Pass back the nextAfter of a previous page.',
    });
  }
});

it('offers no way to send reminders again from the back office', async () => {
  for (const method of ['POST', 'DELETE', 'PUT', 'PATCH'] as const) {
    const answer = await t.app.inject({
      method,
      url: '/api/v1/admin/reminder-opt-outs',
      headers: admin.headers,
    });
    // The list is read only: any other method answers 405, naming the one there is.
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toContain('GET');
  }
});

it('is in the API reference as an admin route', async () => {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
  const operation = doc.paths['/api/v1/admin/reminder-opt-outs']?.get;
  expect(operation).toMatchObject({ tags: ['admin'], security: [{ bearerAuth: [] }] });
  expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
});
