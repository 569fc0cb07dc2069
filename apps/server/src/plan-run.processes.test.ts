import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addMonths, addShopDays } from '@shop/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import {
  orders,
  paymentIntents,
  products,
  subscriptionCycles,
  trackedParts,
} from './db/schema/index.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { createTemporaryDatabase } from './test/temp-postgres.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const JWT_SECRET = 'plan-run-processes-secret-of-32-chars-or-more';
const ADMIN = { email: 'owner@example.com', password: 'plans run on two instances' };
// Fitted 5 days ago with a month's life: the first charge is some 3 weeks away, so the run at
// start (real time) has nothing to do; the test runs the job as of each charge day.
const INSTALLED = addShopDays(new Date().toISOString().slice(0, 10), -5);
const LEAD_DAYS = 7;

// biome-ignore lint/suspicious/noExplicitAny: read like app.inject's json(), field by field
type Call = { status: number; data: any };

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Call> {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: unknown };
  return { status: response.status, data: answer.data };
}

const plusMonth = (day: string) =>
  addMonths(new Date(`${day}T00:00:00Z`), 1)
    .toISOString()
    .slice(0, 10);

/** The charge day of the `cycle`-th cycle (0 first) of a part installed on INSTALLED, 1-month life. */
function chargeDay(cycle: number): string {
  let due = plusMonth(INSTALLED);
  for (let index = 0; index < cycle; index += 1) due = plusMonth(due);
  return addShopDays(due, -LEAD_DAYS);
}

/**
 * The owner's account as a customer: an address, a 4242 card, `systems` tracked systems whose
 * parts last a month from INSTALLED, and a plan on each part. Answers the plan ids.
 */
async function setUpPlans(server: ServerProcess, databaseUrl: string, systems: number) {
  const signIn = await call(server, 'POST', '/auth/login', undefined, {
    credential: ADMIN.email,
    password: ADMIN.password,
  });
  const token = signIn.data.token as string;
  const address = { street: '1 Main St', city: 'Cypress', state: 'TX', zip: '77433' };
  expect((await call(server, 'PUT', '/users/me', token, { address })).status).toBe(200);
  const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
  expect((await call(server, 'POST', '/payment-methods', token, { card })).status).toBeLessThan(
    300,
  );
  const seeded = await openDatabase({ databaseUrl, dataDir: '' });
  const [system] = await seeded.db
    .select({ _id: products.id })
    .from(products)
    .where(eq(products.sku, 'UC-2S'));
  await seeded.close();
  const partIds: string[] = [];
  for (let index = 0; index < systems; index += 1) {
    const tracked = await call(server, 'POST', '/trackers/tracked-products', token, {
      productId: system?._id,
      customName: `Sink ${index + 1}`,
      installationDate: `${INSTALLED}T12:00:00Z`,
      additionalData: { contactMethod: 'email' },
    });
    expect(tracked.status, JSON.stringify(tracked.data)).toBeLessThan(300);
    for (const part of tracked.data.trackedSystemParts) partIds.push(part._id);
  }
  const handle = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    for (const id of partIds) {
      const [part] = await handle.db
        .update(trackedParts)
        .set({ initialLifespanMonths: 1 })
        .where(eq(trackedParts.id, id))
        .returning();
      if (part?.partProductId) {
        await handle.db
          .update(products)
          .set({ stock: 100_000 })
          .where(eq(products.id, part.partProductId));
      }
    }
  } finally {
    await handle.close();
  }
  const plans: string[] = [];
  for (const trackedPartId of partIds) {
    const created = await call(server, 'POST', '/subscriptions', token, { trackedPartId });
    expect(created.status).toBe(200);
    expect(created.data.nextChargeOn).toBe(chargeDay(0));
    plans.push(created.data._id);
  }
  return { token, plans };
}

async function tally(databaseUrl: string) {
  const handle = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const [placed] = await handle.db.select({ n: count() }).from(orders);
    const [charged] = await handle.db
      .select({ n: count() })
      .from(paymentIntents)
      .where(eq(paymentIntents.status, 'succeeded'));
    const [ordered] = await handle.db
      .select({ n: count() })
      .from(subscriptionCycles)
      .where(eq(subscriptionCycles.state, 'ordered'));
    const [retried] = await handle.db
      .select({ n: count() })
      .from(subscriptionCycles)
      .where(sql`${subscriptionCycles.attempts} <> 1`);
    return { orders: placed?.n, charges: charged?.n, cycles: ordered?.n, retried: retried?.n };
  } finally {
    await handle.close();
  }
}

describe.skipIf(!serverUrl)('the renewal run across server processes (PostgreSQL)', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function environment(name: string) {
    const database = await createTemporaryDatabase(serverUrl ?? '');
    cleanups.push(database.drop);
    const dataDir = await mkdtemp(join(tmpdir(), `plan-run-${name}-`));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = (instance: string, extra: Record<string, string> = {}) => ({
      NODE_ENV: 'test',
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: database.url,
      DATA_DIR: join(dataDir, instance),
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      ...extra,
    });
    const start = async (port: number, instance: string, extra?: Record<string, string>) => {
      const server = await startServerProcess(port, env(instance, extra));
      cleanups.push(server.stop);
      return server;
    };
    return { database, start };
  }

  it('two instances running the same day at once, 20 times: one charge and one order per due plan', async () => {
    const { database, start } = await environment('two');
    const [a, b] = await Promise.all([start(3271, 'a'), start(3272, 'b')]);
    const { token, plans } = await setUpPlans(a, database.url, 5);
    for (let cycle = 0; cycle < 20; cycle += 1) {
      const now = new Date(`${chargeDay(cycle)}T15:00:00Z`).toISOString();
      const runs = await Promise.all(
        [a, b, a, b].map((server) =>
          call(server, 'POST', '/admin/subscriptions/run', token, { now }),
        ),
      );
      expect(runs.map((run) => run.status)).toEqual([200, 200, 200, 200]);
      expect(runs.reduce((sum, run) => sum + run.data.ordered, 0)).toBe(plans.length);
      const counted = await tally(database.url);
      const expected = plans.length * (cycle + 1);
      expect(counted).toEqual({
        orders: expected,
        charges: expected,
        cycles: expected,
        retried: 0,
      });
    }
  }, 600_000);

  it('a kill -9 right after a charge: after a restart, every plan is charged once and none is missed', async () => {
    const { database, start } = await environment('kill');
    let server = await start(3273, 'k', { TEST_CRASH_AFTER_CHARGE: 'true' });
    const { token, plans } = await setUpPlans(server, database.url, 3);
    const now = new Date(`${chargeDay(0)}T15:00:00Z`).toISOString();
    await expect(
      call(server, 'POST', '/admin/subscriptions/run', token, { now }),
    ).rejects.toThrow();
    expect(await server.exited()).toBe('SIGKILL');
    expect(await tally(database.url)).toMatchObject({ orders: 0, charges: 1 });

    server = await start(3273, 'k');
    // The dead run's claims are its own until their one-minute lease runs out.
    const deadline = Date.now() + 150_000;
    let ordered = 0;
    while (ordered < plans.length && Date.now() < deadline) {
      const run = await call(server, 'POST', '/admin/subscriptions/run', token, { now });
      ordered += run.data.ordered;
      if (ordered < plans.length) await new Promise((done) => setTimeout(done, 5_000));
    }
    expect(ordered).toBe(plans.length);
    expect(await tally(database.url)).toEqual({
      orders: plans.length,
      charges: plans.length,
      cycles: plans.length,
      retried: 0,
    });
  }, 600_000);
});
