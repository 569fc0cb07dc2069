import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentIntents, returns } from './db/schema/index.ts';
import { trackSystemWithPart } from './modules/returns/returns-fixtures.ts';
import {
  createProduct,
  deliveredOrder,
  mailed,
  registerCustomer,
  TEST_CARD,
} from './test/order-processes.ts';
import { DATABASE_KINDS, serverEnvironments, signIn } from './test/server-environment.ts';
import { call } from './test/server-process.ts';

const ADMIN = { email: 'owner@example.com', password: 'killed between charge and record' };

/**
 * A real server process killed (SIGKILL, by the test-only TEST_CRASH_AFTER_DIFFERENCE) right after
 * the payment processor charges a dearer exchange's difference and before the return records it.
 * The return was committed first, so after a restart the customer's second send finds it waiting
 * and charges under the same key (`return-diff-<id>`): the processor holds one charge.
 */
describe.each(DATABASE_KINDS)(
  'a server killed between an exchange difference charge and its record ($kind)',
  ({ serverUrl }) => {
    const environment = serverEnvironments({ name: 'return-difference-crash', admin: ADMIN });

    it('the difference is charged once and the return is not lost', async () => {
      const { start, withDatabase } = await environment(serverUrl);
      const crash = { TEST_CRASH_AFTER_DIFFERENCE: 'true' };

      // The customer keeps a card, buys a cartridge, and the owner delivers it.
      let server = await start();
      const owner = await signIn(server, ADMIN);
      const returnedId = await createProduct(server, owner, 'Crash Test Cartridge', 25);
      const dearId = await createProduct(server, owner, 'Crash Test Big Cartridge', 90);
      const { token: customer, id: customerId } = await registerCustomer(server);
      const saved = await call(server, 'POST', '/payment-methods', customer, { card: TEST_CARD });
      expect(saved.status, saved.message).toBeLessThan(300);
      const items = [{ productId: returnedId, quantity: 1 }];
      const orderId = await deliveredOrder(server, owner, customer, items);
      await server.stop();

      // A system in the customer's My Products that the dear part fits.
      await withDatabase((db) => trackSystemWithPart(db, customerId, dearId));

      server = await start(crash);
      const body = {
        lines: items,
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
      const number = again.data.number as string;
      expect(await mailed(server, owner, `${number} was received`)).toHaveLength(1);
      await server.stop();

      const after = await state();
      expect(after.charges).toHaveLength(1);
      expect(after.returns).toEqual([
        expect.objectContaining({ differencePaymentIntentId: after.charges[0]?.id }),
      ]);
    }, 600_000);
  },
);
