import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { paymentIntents, returns, trackedParts, trackedProducts } from './db/schema/index.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { createTemporaryDatabase } from './test/temp-postgres.ts';

const JWT_SECRET = 'return-difference-crash-test-secret-of-32-chars-or-more';
const ADMIN = { email: 'owner@example.com', password: 'killed between charge and record' };
const CUSTOMER = {
  name: 'Casey Customer',
  email: 'casey@example.com',
  password: 'a difference charged once',
};
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

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
 * A real server process killed (SIGKILL, by the test-only TEST_CRASH_AFTER_DIFFERENCE) right after
 * the payment processor charges a dearer exchange's difference and before the return records it.
 * The return was committed first, so after a restart the customer's second send finds it waiting
 * and charges under the same key (`return-diff-<id>`): the processor holds one charge.
 */
describe.each(kinds)(
  'a server killed between an exchange difference charge and its record ($kind)',
  ({ serverUrl }) => {
    const cleanups: Array<() => Promise<unknown>> = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('the difference is charged once and the return is not lost', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'return-difference-crash-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const database = serverUrl ? await createTemporaryDatabase(serverUrl) : null;
      if (database) cleanups.push(database.drop);
      const start = async (crash: boolean) => {
        const server = await startServerProcess({
          NODE_ENV: 'test',
          JWT_SECRET,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          DATA_DIR: dataDir,
          WEB_DIST_DIR: join(dataDir, 'no-web-build'),
          ...(database ? { DATABASE_URL: database.url } : {}),
          ...(crash ? { TEST_CRASH_AFTER_DIFFERENCE: 'true' } : {}),
        });
        cleanups.push(server.stop);
        return server;
      };
      /** PGlite's files are the server's while it runs: read and write with it stopped. */
      const withDatabase = async <T>(
        work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
      ) => {
        const handle = await openDatabase({ databaseUrl: database?.url ?? null, dataDir });
        try {
          return await work(handle.db);
        } finally {
          await handle.close();
        }
      };

      let server = await start(false);
      const signIn = await call(server, 'POST', '/auth/login', undefined, {
        credential: ADMIN.email,
        password: ADMIN.password,
      });
      expect(signIn.status, signIn.message).toBe(200);
      const owner = signIn.data.token as string;
      const product = async (name: string, price: number) => {
        const made = await call(server, 'POST', '/products', owner, {
          name,
          sku: `DIFF-${randomUUID().slice(0, 8)}`,
          price,
          stock: 10,
          category: 'residential',
          description: `${name}, for the exchange crash test.`,
        });
        expect(made.status, made.message).toBe(201);
        return made.data._id as string;
      };
      const returnedId = await product('Crash Test Cartridge', 25);
      const dearId = await product('Crash Test Big Cartridge', 90);

      // The customer keeps a card, buys the cartridge, and the owner delivers it.
      const registered = await call(server, 'POST', '/auth/register', undefined, CUSTOMER);
      expect(registered.status, registered.message).toBe(201);
      const customer = registered.data.token as string;
      const customerId = registered.data.user._id as string;
      const address = { street: '1 Main St', city: 'Cypress', state: 'TX', zip: '77433' };
      expect((await call(server, 'PUT', '/users/me', customer, { address })).status).toBe(200);
      const saved = await call(server, 'POST', '/payment-methods', customer, { card: CARD });
      expect(saved.status, saved.message).toBeLessThan(300);
      const items = [{ productId: returnedId, quantity: 1 }];
      const intent = await call(server, 'POST', '/payments/create-payment-intent', customer, {
        items,
        checkoutId: randomUUID(),
      });
      expect(intent.status, intent.message).toBe(200);
      const paid = await call(server, 'POST', '/payments/confirm', customer, {
        ...intent.data,
        card: CARD,
      });
      expect(paid.status, paid.message).toBe(200);
      const [order] = (await call(server, 'GET', '/orders/myorders', customer)).data as Array<{
        _id: string;
      }>;
      const orderId = order?._id ?? '';
      const shipped = await call(server, 'POST', `/admin/orders/${orderId}/ship`, owner, {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      });
      expect(shipped.status, shipped.message).toBe(200);
      expect((await call(server, 'POST', `/admin/orders/${orderId}/deliver`, owner)).status).toBe(
        200,
      );
      await server.stop();

      // A system in the customer's My Products that the dear part fits.
      await withDatabase(async (db) => {
        const [tracked] = await db
          .insert(trackedProducts)
          .values({
            userId: customerId,
            customName: 'Kitchen sink',
            installationDate: new Date(),
            systemProductNameSnapshot: 'Undersink system',
          })
          .returning({ id: trackedProducts.id });
        await db.insert(trackedParts).values({
          trackedProductId: tracked?.id ?? '',
          partProductId: dearId,
          partProductNameSnapshot: 'Big cartridge',
          initialLifespanMonths: 6,
          installedAt: new Date(),
        });
      });

      server = await start(true);
      const body = {
        lines: [{ productId: returnedId, quantity: 1 }],
        reason: "doesn't fit my system",
        exchangeProductId: dearId,
        paymentMethodId: saved.data._id as string,
      };
      const quote = await call(server, 'POST', `/orders/${orderId}/returns/quote`, customer, body);
      expect(quote.status, quote.message).toBe(200);
      const difference = quote.data.difference as number;
      expect(difference).toBeGreaterThan(60);

      // The processor charges, and the process dies before the return says so.
      await expect(
        call(server, 'POST', `/orders/${orderId}/returns`, customer, body),
      ).rejects.toThrow();
      expect(await server.exited()).toBe('SIGKILL');
      const state = () =>
        withDatabase(async (db) => ({
          returns: await db.select().from(returns).where(eq(returns.orderId, orderId)),
          charges: await db
            .select()
            .from(paymentIntents)
            .where(
              and(
                eq(paymentIntents.userId, customerId),
                eq(paymentIntents.amountCents, Math.round(difference * 100)),
              ),
            ),
        }));
      const killed = await state();
      expect(killed.charges).toHaveLength(1);
      expect(killed.returns).toEqual([
        expect.objectContaining({ status: 'new', differencePaymentIntentId: null }),
      ]);

      // The customer sends again: the same return, charged under the same key.
      server = await start(false);
      const again = await call(server, 'POST', `/orders/${orderId}/returns`, customer, body);
      expect(again.status, again.message).toBe(201);
      expect(again.data._id).toBe(killed.returns[0]?.id);
      expect(again.data.exchange).toMatchObject({ difference, differenceRefunded: false });
      const mails = (
        (await call(server, 'GET', '/admin/outbox', owner)).data as {
          items: Array<{ subject: string | null }>;
        }
      ).items;
      const number = again.data.number as string;
      expect(mails.filter((mail) => mail.subject?.includes(`${number} was received`))).toHaveLength(
        1,
      );
      await server.stop();

      const after = await state();
      expect(after.charges).toHaveLength(1);
      expect(after.returns).toEqual([
        expect.objectContaining({ differencePaymentIntentId: after.charges[0]?.id }),
      ]);
    }, 600_000);
  },
);
