import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderRefunds } from './db/schema/index.ts';
import {
  createProduct,
  deliveredOrder,
  mailed,
  PRODUCT_STOCK,
  registerCustomer,
} from './test/order-processes.ts';
import { DATABASE_KINDS, serverEnvironments, signIn } from './test/server-environment.ts';
import { call } from './test/server-process.ts';

const ADMIN = { email: 'owner@example.com', password: 'killed between refund and commit' };
const STOCK = PRODUCT_STOCK;
const BOUGHT = 2;

/**
 * A real server process killed (SIGKILL, by the test-only TEST_CRASH_AFTER_REFUND) right after the
 * payment processor answers a return's refund and before the refund's transaction commits. After
 * a restart the return is still waiting to be refunded; pressing Refund again refunds it once,
 * under the same processor key (`return-<id>`), so the processor pays it once, and restocks once.
 */
describe.each(DATABASE_KINDS)(
  'a server killed between a return refund and its commit ($kind)',
  ({ serverUrl }) => {
    const environment = serverEnvironments({ name: 'return-refund-crash', admin: ADMIN });

    it('a return refund killed before its commit is neither lost nor paid twice', async () => {
      const { start, withDatabase } = await environment(serverUrl);

      // Refunds ask for a sign-in within 10 minutes, and a start on a busy host can take minutes.
      let server = await start({ TEST_CRASH_AFTER_REFUND: 'true' });
      let owner = await signIn(server, ADMIN);
      const productId = await createProduct(server, owner, 'Crash Test Softener Resin');

      // The customer signs up, buys two with the test card, and the owner delivers them.
      const { token: customer } = await registerCustomer(server);
      const items = [{ productId, quantity: BOUGHT }];
      const orderId = await deliveredOrder(server, owner, customer, items);

      // The customer sends both back; the owner approves and receives them, fit to sell again.
      const requested = await call(server, 'POST', `/orders/${orderId}/returns`, customer, {
        lines: [{ productId, quantity: BOUGHT }],
        reason: 'damaged',
      });
      expect(requested.status, requested.message).toBe(201);
      const made = requested.data as {
        _id: string;
        number: string;
        refundAmount: number;
        lines: Array<{ _id: string }>;
      };
      expect(made.refundAmount).toBeGreaterThan(0);
      const desk = (token: string, step: string, body: object = {}) =>
        call(server, 'POST', `/admin/returns/${made._id}/${step}`, token, body);
      expect((await desk(owner, 'approve', { message: 'Send them back.' })).status).toBe(200);
      const received = await desk(owner, 'receive', {
        lines: [{ lineId: made.lines[0]?._id, resellable: true }],
      });
      expect(received.status, received.message).toBe(200);
      expect(received.data.status).toBe('received');
      const stockOf = async () =>
        (await call(server, 'GET', `/products/${productId}`)).data.stock as number;
      expect(await stockOf()).toBe(STOCK - BOUGHT);

      // Refund: the processor answers, and the process dies before the commit.
      await expect(desk(owner, 'refund')).rejects.toThrow();
      expect(await server.exited()).toBe('SIGKILL');

      // Nothing of the refund committed: no refund row, the return still waits to be refunded.
      const refundRows = () =>
        withDatabase((db) =>
          db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
        );
      expect(await refundRows()).toEqual([]);

      server = await start();
      owner = await signIn(server, ADMIN);
      // What the owner and the customer see: no refund on the order, nothing restocked.
      const waiting = await call(server, 'GET', `/admin/returns/${made._id}`, owner);
      expect(waiting.data).toMatchObject({ status: 'received' });
      expect((await call(server, 'GET', `/returns/${made._id}`, customer)).data.status).toBe(
        'received',
      );
      const before = (await call(server, 'GET', `/admin/orders/${orderId}`, owner)).data;
      expect(before.payment.refunded).toBe(0);
      expect(before.lines.map((line: { restocked: number }) => line.restocked)).toEqual([0]);
      expect(await stockOf()).toBe(STOCK - BOUGHT);

      // Pressing Refund again refunds once; a second press is refused.
      const refunded = await desk(owner, 'refund');
      expect(refunded.status, refunded.message).toBe(200);
      expect(refunded.data).toMatchObject({ status: 'refunded', refundAmount: made.refundAmount });
      const again = await desk(owner, 'refund');
      expect(again.status).toBe(409);
      expect(again.message).toBe('This return has already been refunded.');

      expect((await call(server, 'GET', `/returns/${made._id}`, customer)).data.status).toBe(
        'refunded',
      );
      const after = (await call(server, 'GET', `/admin/orders/${orderId}`, owner)).data;
      expect(after.payment.refunded).toBe(made.refundAmount);
      expect(after.lines.map((line: { restocked: number }) => line.restocked)).toEqual([BOUGHT]);
      expect(await stockOf()).toBe(STOCK);
      expect(await mailed(server, owner, `for your return ${made.number}`)).toHaveLength(1);
      await server.stop();

      // Exactly one refund row, under the return's own processor key: the processor paid once.
      expect(await refundRows()).toEqual([
        expect.objectContaining({
          amountCents: Math.round(made.refundAmount * 100),
          reason: `Return ${made.number}`,
          providerRefundId: `test_re_return-${made._id}`,
          restock: [{ orderItemId: expect.any(String), quantity: BOUGHT }],
        }),
      ]);
    }, 600_000);
  },
);
