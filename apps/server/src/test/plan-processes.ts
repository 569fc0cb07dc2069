import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addMonths, addShopDays } from '@shop/contract';
import { count, eq, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { openDatabase } from '../db/client.ts';
import {
  orderItems,
  orders,
  outbox,
  paymentIntents,
  products,
  subscriptionCycles,
  trackedParts,
} from '../db/schema/index.ts';
import { call, type ServerProcess, startServerProcess } from './server-process.ts';
import { createTemporaryDatabase } from './temp-postgres.ts';

/**
 * Auto-replace plans run by real server processes on one PostgreSQL database (decision 052):
 * the owner's account as the plans' customer, driven over HTTP, counted in the database.
 */

const JWT_SECRET = 'plan-run-processes-secret-of-32-chars-or-more';
export const ADMIN = { email: 'owner@example.com', password: 'plans run on two instances' };
export const CARD_4242 = '4242 4242 4242 4242';
/** Stripe's test card whose every charge asks the bank's authentication. */
export const CARD_3184 = '4000 0027 6000 3184';
// Fitted 5 days ago with a month's life: the first charge is some 3 weeks away, so the run at
// start (real time) has nothing to do; the test runs the job as of each charge day.
const INSTALLED = addShopDays(new Date().toISOString().slice(0, 10), -5);
const LEAD_DAYS = 7;

const plusMonth = (day: string) =>
  addMonths(new Date(`${day}T00:00:00Z`), 1)
    .toISOString()
    .slice(0, 10);

/** The charge day of the `cycle`-th cycle (0 first) of a part installed on INSTALLED, 1-month life. */
export function chargeDay(cycle: number): string {
  let due = plusMonth(INSTALLED);
  for (let index = 0; index < cycle; index += 1) due = plusMonth(due);
  return addShopDays(due, -LEAD_DAYS);
}

/**
 * The owner's account as a customer: an address, a saved card (`card`, 4242 unless said),
 * `systems` tracked systems whose parts last a month from INSTALLED, and a plan on each part.
 * Each plan ships to its own address (its own box, decision 067) unless `partsPerHousehold`
 * puts that many plans, in order, at one address: one box per household and charge day.
 * Answers the plan ids.
 */
export async function setUpPlans(
  server: ServerProcess,
  databaseUrl: string,
  systems: number,
  cardNumber = CARD_4242,
  options: { systemSku?: string; partsPerHousehold?: number } = {},
) {
  const signIn = await call(server, 'POST', '/auth/login', undefined, {
    credential: ADMIN.email,
    password: ADMIN.password,
  });
  const token = signIn.data.token as string;
  const address = { street: '1 Main St', city: 'Cypress', state: 'TX', zip: '77433' };
  expect((await call(server, 'PUT', '/users/me', token, { address })).status).toBe(200);
  const card = { number: cardNumber, expMonth: 12, expYear: 2099, cvc: '123' };
  expect((await call(server, 'POST', '/payment-methods', token, { card })).status).toBeLessThan(
    300,
  );
  const seeded = await openDatabase({ databaseUrl, dataDir: '' });
  const [system] = await seeded.db
    .select({ _id: products.id })
    .from(products)
    .where(eq(products.sku, options.systemSku ?? 'UC-2S'));
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
  for (const [index, trackedPartId] of partIds.entries()) {
    const household = Math.floor(index / (options.partsPerHousehold ?? 1));
    const street = `${household + 1} Main St`;
    const moved = await call(server, 'PUT', '/users/me', token, {
      address: { ...address, street },
    });
    expect(moved.status).toBe(200);
    const created = await call(server, 'POST', '/subscriptions', token, { trackedPartId });
    expect(created.status).toBe(200);
    expect(created.data.nextChargeOn).toBe(chargeDay(0));
    plans.push(created.data._id);
  }
  return { token, plans };
}

/**
 * What the database holds: orders, the test processor's charges (its succeeded intents), cycles
 * ordered, cycles tried more than once, and order confirmations sent.
 */
export async function tally(databaseUrl: string) {
  const handle = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const [placed] = await handle.db.select({ n: count() }).from(orders);
    const [lines] = await handle.db.select({ n: count() }).from(orderItems);
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
    const [confirmed] = await handle.db
      .select({ n: count() })
      .from(outbox)
      .where(like(outbox.subject, '%is confirmed'));
    return {
      orders: placed?.n,
      lines: lines?.n,
      charges: charged?.n,
      cycles: ordered?.n,
      retried: retried?.n,
      confirmations: confirmed?.n,
    };
  } finally {
    await handle.close();
  }
}

/** The pay-now codes mailed so far (the "Needs your confirmation: your … payment" messages), newest last. */
export async function mailedPayCodes(databaseUrl: string): Promise<string[]> {
  const handle = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const mail = await handle.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(like(outbox.subject, 'Needs your confirmation: %'))
      .orderBy(outbox.createdAt);
    return mail.flatMap((row) => row.text.match(/\/auto-replace\/pay\/([\w-]{12})/)?.[1] ?? []);
  } finally {
    await handle.close();
  }
}

/**
 * Fresh databases on `serverUrl` and server processes on them, each removed by `cleanup` (call
 * it in afterAll).
 */
export function processEnvironments(serverUrl: string) {
  const cleanups: Array<() => Promise<unknown>> = [];

  async function environment(name: string) {
    const database = await createTemporaryDatabase(serverUrl);
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
    const start = async (instance: string, extra?: Record<string, string>) => {
      const server = await startServerProcess(env(instance, extra));
      cleanups.push(server.stop);
      return server;
    };
    return { database, start };
  }

  async function cleanup() {
    for (const step of cleanups.reverse()) await step();
  }

  return { environment, cleanup };
}
