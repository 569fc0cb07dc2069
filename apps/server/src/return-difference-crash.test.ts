import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentIntents, returns, trackedParts, trackedProducts } from './db/schema/index.ts';
import { DATABASE_KINDS, serverEnvironments, signIn } from './test/server-environment.ts';
import { call } from './test/server-process.ts';

const ADMIN = { email: 'owner@example.com', password: 'killed between charge and record' };
const CUSTOMER = {
  name: 'Casey Customer',
  email: 'casey@example.com',
  password: 'a difference charged once',
};
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

/**
 * A real server process killed (SIGKILL, by the test-only TEST_CRASH_AFTER_DIFFERENCE) right after
 * the payment processor charges a dearer exchange's difference and before the return records it.
 * The return was committed first, so after a restart the customer's second send finds it waiting
 * and charges under the same key (`return-diff-<id>`): the processor holds one charge.
 */
describe.each(DATABASE_KINDS)(
  'a server killed between an exchange difference charge and its record ($kind)',
  ({ serverUrl }) => {
    const environment = serverEnvironments();

    it('the difference is charged once and the return is not lost', async () => {
      const { start, withDatabase } = await environment({
        name: 'return-difference-crash',
        serverUrl,
        admin: ADMIN,
      });
      const crash = { TEST_CRASH_AFTER_DIFFERENCE: 'true' };

      let server = await start();
      const owner = await signIn(server, ADMIN);
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

      server = await start(crash);
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
      server = await start();
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
