import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestCardProcessor } from './adapters/payments/test-card-processor.ts';
import { openDatabase } from './db/client.ts';
import { orders, outbox, paymentIntents, products } from './db/schema/index.ts';
import { DATABASE_KINDS, serverEnvironments, signIn } from './test/server-environment.ts';
import { call, type ServerProcess } from './test/server-process.ts';

const ADMIN = { email: 'owner@example.com', password: 'killed between charge and order' };
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
const KILLS = 3;

/**
 * Real server processes killed (SIGKILL, by the test-only TEST_CRASH_AFTER_CHARGE) right after a
 * test card is charged and before the order is placed: after a restart, the reconciliation sweep
 * places each paid order once, and nothing is charged twice.
 */
describe.each(DATABASE_KINDS)(
  'a server killed between the charge and the order ($kind)',
  ({ serverUrl }) => {
    const environment = serverEnvironments({ name: 'payment-crash', admin: ADMIN });

    it('hardening 30.26: after 3 kills, 3 charges become 3 orders once the sweep has run, and nothing twice', async () => {
      const { start, withDatabase } = await environment(serverUrl);
      const crash = { TEST_CRASH_AFTER_CHARGE: 'true' };

      let server = await start(crash);
      const token = await signIn(server, ADMIN);
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
        if (kill > 1) server = await start(crash);
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

      server = await start();
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

      await withDatabase(async (db) => {
        const ids = intents.map((intent) => intent.paymentIntentId);
        const charges = await db.select().from(paymentIntents);
        expect(
          charges
            .filter((charge) => charge.status === 'succeeded')
            .map((charge) => charge.id)
            .sort(),
        ).toEqual([...ids].sort());
        const placed = await db.select().from(orders);
        expect(placed.map((order) => order.paymentIntentId).sort()).toEqual([...ids].sort());
        const [filter] = await db
          .select()
          .from(products)
          .where(eq(products.id, items[0]?.productId ?? ''));
        expect(filter?.stock).toBe(10 - KILLS);
      });
    }, 600_000);
  },
);

const serverUrl = process.env.TEST_DATABASE_URL;

/** Two instances on one PostgreSQL database sweep the same paid checkouts while browsers retry. */
describe.skipIf(!serverUrl)('two instances reconciling the same payments', () => {
  const environment = serverEnvironments({ name: 'payment-sweep-two', admin: ADMIN });

  it('hardening 30.26: sweeps of both instances and the browsers racing them place each paid order once', async () => {
    const { start, dataDir, databaseUrl } = await environment(serverUrl ?? null);
    const [a, b] = await Promise.all([
      start({ DATA_DIR: join(dataDir, 'a') }),
      start({ DATA_DIR: join(dataDir, 'b') }),
    ]);
    const handle = await openDatabase({ databaseUrl, dataDir });
    onTestFinished(handle.close);

    const token = await signIn(a, ADMIN);
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
