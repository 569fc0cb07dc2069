import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestCardProcessor } from './adapters/payments/test-card-processor.ts';
import { openDatabase } from './db/client.ts';
import { orders, outbox, paymentIntents, products } from './db/schema/index.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { createTemporaryDatabase } from './test/temp-postgres.ts';

const JWT_SECRET = 'payment-crash-test-secret-of-32-chars-or-more';
const ADMIN = { email: 'owner@example.com', password: 'killed between charge and order' };
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
const KILLS = 3;

// biome-ignore lint/suspicious/noExplicitAny: read like app.inject's json(), field by field
type Call = { status: number; data: any; message?: string };

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
  const answer = (await response.json()) as Omit<Call, 'status'>;
  return { status: response.status, data: answer.data, message: answer.message };
}

const kinds = [
  { kind: 'PGlite', serverUrl: null as string | null },
  ...(process.env.TEST_DATABASE_URL
    ? [{ kind: 'PostgreSQL', serverUrl: process.env.TEST_DATABASE_URL }]
    : []),
];

/**
 * Real server processes killed (SIGKILL, by the test-only TEST_CRASH_AFTER_CHARGE) right after a
 * test card is charged and before the order is placed: after a restart, the reconciliation sweep
 * places each paid order once, and nothing is charged twice.
 */
describe.each(kinds)(
  'a server killed between the charge and the order ($kind)',
  ({ serverUrl }) => {
    const cleanups: Array<() => Promise<unknown>> = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('hardening 30.26: after 3 kills, 3 charges become 3 orders once the sweep has run, and nothing twice', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'payment-crash-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const database = serverUrl ? await createTemporaryDatabase(serverUrl) : null;
      if (database) cleanups.push(database.drop);
      const env = {
        NODE_ENV: 'test',
        JWT_SECRET,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'no-web-build'),
        ...(database ? { DATABASE_URL: database.url } : {}),
      };
      const start = async (crashAfterCharge: boolean) => {
        const server = await startServerProcess({
          ...env,
          ...(crashAfterCharge ? { TEST_CRASH_AFTER_CHARGE: 'true' } : {}),
        });
        cleanups.push(server.stop);
        return server;
      };

      let server = await start(true);
      const signIn = await call(server, 'POST', '/auth/login', undefined, {
        credential: ADMIN.email,
        password: ADMIN.password,
      });
      const token = signIn.data.token as string;
      const address = { street: '1 Main St', city: 'Cypress', state: 'TX', zip: '77433' };
      expect((await call(server, 'PUT', '/users/me', token, { address })).status).toBe(200);
      const product = await call(server, 'POST', '/products', token, {
        name: 'Crash Test Sediment Filter',
        sku: `CRASH-${randomUUID().slice(0, 8)}`,
        price: 30,
        stock: 10,
        category: 'residential',
        description: 'A sediment filter bought while the server is killed.',
      });
      const items = [{ productId: product.data._id as string, quantity: 1 }];

      const intents: Array<{ paymentIntentId: string; clientSecret: string }> = [];
      for (let kill = 1; kill <= KILLS; kill += 1) {
        if (kill > 1) server = await start(true);
        const intent = await call(server, 'POST', '/payments/create-payment-intent', token, {
          items,
          checkoutId: randomUUID(),
        });
        expect(intent.status).toBe(200);
        intents.push(intent.data);
        const pay = { ...intent.data, card: CARD };
        await expect(call(server, 'POST', '/payments/confirm', token, pay)).rejects.toThrow();
        expect(await server.exited()).toBe('SIGKILL');
      }

      server = await start(false);
      expect((await call(server, 'GET', '/orders/myorders', token)).data).toEqual([]);
      const inFiveMinutes = new Date(Date.now() + 5 * 60_000).toISOString();
      const swept = await call(server, 'POST', '/admin/payments/sweep', token, {
        now: inFiveMinutes,
      });
      expect(swept.data).toEqual({ placed: KILLS, refunded: 0 });

      const mine = (await call(server, 'GET', '/orders/myorders', token)).data as Array<{
        _id: string;
      }>;
      expect(mine).toHaveLength(KILLS);
      // The browser's own retry, and the customer pressing Pay again, find the same order.
      const [first, second] = intents as [(typeof intents)[0], (typeof intents)[0]];
      const retried = await call(server, 'POST', '/orders', token, {
        orderItems: items,
        paymentMethod: 'Stripe',
        paymentIntentId: first.paymentIntentId,
      });
      expect(mine.map((order) => order._id)).toContain(retried.data._id);
      expect(
        (await call(server, 'POST', '/payments/confirm', token, { ...second, card: CARD })).status,
      ).toBe(200);
      expect(
        await call(server, 'POST', '/admin/payments/sweep', token, { now: inFiveMinutes }),
      ).toMatchObject({
        data: { placed: 0, refunded: 0 },
      });
      const mails = (
        (await call(server, 'GET', '/admin/outbox', token)).data as {
          items: Array<{ subject: string | null }>;
        }
      ).items;
      expect(mails.filter((mail) => mail.subject?.includes('is confirmed'))).toHaveLength(KILLS);
      await server.stop();

      const counted = await openDatabase({ databaseUrl: database?.url ?? null, dataDir });
      try {
        const ids = intents.map((intent) => intent.paymentIntentId);
        const charges = await counted.db.select().from(paymentIntents);
        expect(
          charges
            .filter((charge) => charge.status === 'succeeded')
            .map((charge) => charge.id)
            .sort(),
        ).toEqual([...ids].sort());
        const placed = await counted.db.select().from(orders);
        expect(placed.map((order) => order.paymentIntentId).sort()).toEqual([...ids].sort());
        const [filter] = await counted.db
          .select()
          .from(products)
          .where(eq(products.id, items[0]?.productId ?? ''));
        expect(filter?.stock).toBe(10 - KILLS);
      } finally {
        await counted.close();
      }
    }, 600_000);
  },
);

const serverUrl = process.env.TEST_DATABASE_URL;

/** Two instances on one PostgreSQL database sweep the same paid checkouts while browsers retry. */
describe.skipIf(!serverUrl)('two instances reconciling the same payments', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('hardening 30.26: sweeps of both instances and the browsers racing them place each paid order once', async () => {
    const database = await createTemporaryDatabase(serverUrl ?? '');
    cleanups.push(database.drop);
    const dataDir = await mkdtemp(join(tmpdir(), 'payment-sweep-two-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = (name: string) => ({
      NODE_ENV: 'test',
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: database.url,
      DATA_DIR: join(dataDir, name),
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    });
    const [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);
    cleanups.push(a.stop, b.stop);
    const handle = await openDatabase({ databaseUrl: database.url, dataDir });
    cleanups.push(handle.close);

    const signIn = await call(a, 'POST', '/auth/login', undefined, {
      credential: ADMIN.email,
      password: ADMIN.password,
    });
    const token = signIn.data.token as string;
    const address = { street: '1 Main St', city: 'Cypress', state: 'TX', zip: '77433' };
    const me = await call(a, 'PUT', '/users/me', token, { address });
    const product = await call(a, 'POST', '/products', token, {
      name: 'Two Sweeps Carbon Filter',
      sku: `SWEEP-${randomUUID().slice(0, 8)}`,
      price: 20,
      stock: 50,
      category: 'residential',
      description: 'A carbon filter paid for while the order was never placed.',
    });
    const items = [{ productId: product.data._id as string, quantity: 1 }];
    // Charged, then the page and the server went away: ten paid checkouts with no order.
    const processor = createTestCardProcessor(handle.db);
    const intents: Array<{ paymentIntentId: string; clientSecret: string }> = [];
    for (let n = 0; n < 10; n += 1) {
      const intent = await call(n % 2 ? a : b, 'POST', '/payments/create-payment-intent', token, {
        items,
        checkoutId: randomUUID(),
      });
      intents.push(intent.data);
      await processor.confirmCard?.({ userId: me.data._id, ...intent.data, card: CARD });
    }

    const now = new Date(Date.now() + 3 * 60_000).toISOString();
    const sweep = (server: ServerProcess) =>
      call(server, 'POST', '/admin/payments/sweep', token, { now });
    const retry = (server: ServerProcess, paymentIntentId: string) =>
      call(server, 'POST', '/orders', token, {
        orderItems: items,
        paymentMethod: 'Stripe',
        paymentIntentId,
      });
    const answers = await Promise.all([
      sweep(a),
      sweep(b),
      ...intents.map((intent, n) => retry(n % 2 ? b : a, intent.paymentIntentId)),
      sweep(b),
      sweep(a),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

    const placed = await handle.db.select().from(orders);
    expect(placed.map((order) => order.paymentIntentId).sort()).toEqual(
      intents.map((intent) => intent.paymentIntentId).sort(),
    );
    const [filter] = await handle.db
      .select()
      .from(products)
      .where(eq(products.id, items[0]?.productId ?? ''));
    expect(filter?.stock).toBe(40);
    const confirmations = (await handle.db.select().from(outbox)).filter((mail) =>
      mail.subject?.includes('is confirmed'),
    );
    expect(confirmations).toHaveLength(10);
  }, 300_000);
});
