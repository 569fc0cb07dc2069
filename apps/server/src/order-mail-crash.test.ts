import { randomUUID } from 'node:crypto';
import { formatOrderNumber } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, serverEnvironments, signIn } from './test/server-environment.ts';
import { call } from './test/server-process.ts';

const ADMIN = { email: 'owner@example.com', password: 'killed between order and message' };
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

/**
 * Issue 39.9: real server processes killed (SIGKILL, by the test-only TEST_CRASH_AFTER_ORDER)
 * right after a checkout's order commits and before its confirmation reaches the provider. After a
 * restart the order has its one e-mail: written with the order, it waits in the outbox for the
 * retry loop. The sweep and renewals settle through the same code (order-confirmation.routes.test).
 */
describe.each(DATABASE_KINDS)(
  'a server killed between the order and its e-mail ($kind)',
  ({ serverUrl }) => {
    const environment = serverEnvironments({ name: 'order-mail-crash', admin: ADMIN });

    it('issue 39.9: a checkout killed after its order commits has one confirmation after the restart', async () => {
      const { start } = await environment(serverUrl);

      let server = await start({ TEST_CRASH_AFTER_ORDER: 'true' });
      const token = await signIn(server, ADMIN);
      const address = { street: '1 Main St', city: 'Cypress', state: 'TX', zip: '77433' };
      expect((await call(server, 'PUT', '/users/me', token, { address })).status).toBe(200);
      const product = await call(server, 'POST', '/products', token, {
        name: 'Crash Test Carbon Filter',
        sku: `MAIL-${randomUUID().slice(0, 8)}`,
        price: 25,
        stock: 10,
        category: 'residential',
        description: 'A carbon filter ordered while the server is killed.',
      });
      const items = [{ productId: product.data._id as string, quantity: 1 }];

      // A checkout: the confirmation of the test card places the order, and the process dies.
      const checkout = await call(server, 'POST', '/payments/create-payment-intent', token, {
        items,
        checkoutId: randomUUID(),
      });
      const confirm = { ...checkout.data, card: CARD };
      await expect(call(server, 'POST', '/payments/confirm', token, confirm)).rejects.toThrow();
      expect(await server.exited()).toBe('SIGKILL');

      server = await start();
      const mine = (await call(server, 'GET', '/orders/myorders', token)).data as Array<{
        _id: string;
        orderNumber: number;
      }>;
      expect(mine).toHaveLength(1);
      // The browser's retry and the sweep find the order placed, and write nothing more.
      const retried = await call(server, 'POST', '/orders', token, {
        orderItems: items,
        paymentMethod: 'Stripe',
        paymentIntentId: checkout.data.paymentIntentId,
      });
      expect(mine.map((order) => order._id)).toContain(retried.data._id);
      const inFiveMinutes = new Date(Date.now() + 5 * 60_000).toISOString();
      const again = await call(server, 'POST', '/admin/payments/sweep', token, {
        now: inFiveMinutes,
      });
      expect(again.data).toEqual({ placed: 0, refunded: 0 });

      const outbox = await call(server, 'GET', '/admin/outbox', token);
      const subjects = (outbox.data.items as Array<{ subject: string | null }>)
        .map((mail) => mail.subject ?? '')
        .filter((subject) => subject.includes('is confirmed'));
      expect(subjects).toEqual([
        expect.stringContaining(`order ${formatOrderNumber(mine[0]?.orderNumber ?? 0)} is`),
      ]);
    }, 180_000);
  },
);
