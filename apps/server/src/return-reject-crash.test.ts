import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, returns } from './db/schema/index.ts';
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

const ADMIN = { email: 'owner@example.com', password: 'killed between refund and rejection' };

/**
 * A real server process killed (SIGKILL, by the test-only TEST_CRASH_AFTER_REFUND) right after
 * the payment processor refunds a rejected exchange's paid difference and before the rejection
 * commits. After a restart the return is still new with its difference paid, but marked as being
 * refunded: the desk refuses to approve it (the customer would keep the refund and get the dearer
 * part for nothing). Rejecting it again refunds under the same key (`return-diff-refund-<id>`), so
 * the processor answers its first refund instead of making a second, and the return ends
 * rejected once.
 */
describe.each(DATABASE_KINDS)(
  'a server killed between a rejected exchange refund and its commit ($kind)',
  ({ serverUrl }) => {
    const environment = serverEnvironments({ name: 'return-reject-crash', admin: ADMIN });

    it('the difference goes back once and the return ends rejected', async () => {
      const { start, withDatabase } = await environment(serverUrl);

      // The customer keeps a card, buys a cartridge, and the owner delivers it.
      let server = await start();
      let owner = await signIn(server, ADMIN);
      const returnedId = await createProduct(server, owner, 'Crash Test Cartridge', 25);
      const dearId = await createProduct(server, owner, 'Crash Test Big Cartridge', 90);
      const customer = await registerCustomer(server);
      const saved = await call(server, 'POST', '/payment-methods', customer.token, {
        card: TEST_CARD,
      });
      expect(saved.status, saved.message).toBeLessThan(300);
      const items = [{ productId: returnedId, quantity: 1 }];
      const orderId = await deliveredOrder(server, owner, customer.token, items);
      await server.stop();
      await withDatabase((db) => trackSystemWithPart(db, customer.id, dearId));

      // A dearer exchange, its difference paid; the owner rejects and the process dies.
      server = await start({ TEST_CRASH_AFTER_REFUND: 'true' });
      owner = await signIn(server, ADMIN);
      const requested = await call(server, 'POST', `/orders/${orderId}/returns`, customer.token, {
        lines: items,
        reason: "doesn't fit my system",
        exchangeProductId: dearId,
        paymentMethodId: saved.data._id as string,
      });
      expect(requested.status, requested.message).toBe(201);
      const made = requested.data as {
        _id: string;
        number: string;
        exchange: { difference: number };
      };
      const reject = (message: string) =>
        call(server, 'POST', `/admin/returns/${made._id}/reject`, owner, { message });
      await expect(reject('Opened and used.')).rejects.toThrow();
      expect(await server.exited()).toBe('SIGKILL');
      const rowOf = () =>
        withDatabase(async (db) => {
          const [row] = await db.select().from(returns).where(eq(returns.id, made._id));
          return row;
        });
      expect(await rowOf()).toMatchObject({
        status: 'new',
        differencePaymentIntentId: expect.any(String),
        differenceRefundId: null,
        differenceRefundStartedAt: expect.any(Date),
      });

      // After the restart the desk shows it new and unrefunded, and will not approve it.
      server = await start();
      owner = await signIn(server, ADMIN);
      const waiting = await call(server, 'GET', `/admin/returns/${made._id}`, owner);
      expect(waiting.data).toMatchObject({
        status: 'new',
        exchange: { differenceRefunded: false },
      });
      const approve = await call(server, 'POST', `/admin/returns/${made._id}/approve`, owner, {
        message: 'Changed my mind: send it.',
      });
      expect(approve.status).toBe(409);
      expect(approve.message).toBe(
        'The difference was being refunded when this return was rejected; reject it again to finish.',
      );

      // Rejecting again finishes it once.
      const rejected = await reject('Opened and used.');
      expect(rejected.status, rejected.message).toBe(200);
      expect(rejected.data).toMatchObject({
        status: 'rejected',
        exchange: { differenceRefunded: true },
      });
      const again = await reject('Opened and used.');
      expect(again.status).toBe(409);
      expect(again.message).toBe('This return can no longer be rejected.');
      expect(await mailed(server, owner, `return ${made.number} was not accepted`)).toHaveLength(1);
      await server.stop();

      // The refund recorded is the one of the return's own key: the processor refunded once.
      expect(await rowOf()).toMatchObject({
        status: 'rejected',
        differenceRefundId: `test_re_return-diff-refund-${made._id}`,
      });
      const audit = await withDatabase((db) =>
        db.select().from(auditEntries).where(eq(auditEntries.targetId, made._id)),
      );
      expect(audit.map((entry) => entry.changes)).toEqual([
        expect.arrayContaining([{ field: 'status', before: 'new', after: 'rejected' }]),
      ]);
    }, 600_000);
  },
);
