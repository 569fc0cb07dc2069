import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  RECORDED_BOUGHT_SHIPMENT,
  RECORDED_RETURN_SHIPMENT,
} from './adapters/labels/easypost.recordings.ts';
import { easyPostStandIn } from './adapters/labels/easypost-replay.ts';
import { returns } from './db/schema/index.ts';
import { createProduct, deliveredOrder, mailed, registerCustomer } from './test/order-processes.ts';
import { DATABASE_KINDS, serverEnvironments, signIn } from './test/server-environment.ts';
import { call } from './test/server-process.ts';

const ADMIN = { email: 'owner@example.com', password: 'killed between label and approval' };
const SHIPMENT = RECORDED_RETURN_SHIPMENT.id;
const LABEL_URL = RECORDED_BOUGHT_SHIPMENT.postage_label.label_url;

/**
 * A real server process killed (SIGKILL, by the test-only TEST_CRASH_AFTER_LABEL) right after
 * EasyPost sells a return's label and before the approval commits. EasyPost has no idempotency
 * key: what keeps it to one label is the shipment id, committed before the purchase. After a
 * restart the return is still new; approving it again reads that shipment, finds the label on it,
 * and buys nothing more.
 */
describe.each(DATABASE_KINDS)(
  'a server killed between a return label purchase and its commit ($kind)',
  ({ serverUrl }) => {
    const environment = serverEnvironments({ name: 'return-label-crash', admin: ADMIN });

    it('approving again after the kill picks up the label bought and buys no second', async () => {
      const { start, withDatabase } = await environment(serverUrl);
      const easypost = easyPostStandIn();
      const standIn = await easypost.listen({ from: 39100, to: 39199 });
      onTestFinished(standIn.close);
      const labels = {
        EASYPOST_API_KEY: 'EZTKstandin0001',
        TEST_EASYPOST_API_URL: standIn.url,
        SHOP_RETURN_ADDRESS: 'ClearSpring Returns, 417 Montgomery Street, San Francisco, CA 94104',
      };

      // The customer buys a kit, the owner delivers it, and the customer sends it back.
      let server = await start({ ...labels, TEST_CRASH_AFTER_LABEL: 'true' });
      let owner = await signIn(server, ADMIN);
      const productId = await createProduct(server, owner, 'Crash Test Kit');
      const customer = await registerCustomer(server);
      const items = [{ productId, quantity: 1 }];
      const orderId = await deliveredOrder(server, owner, customer.token, items);
      const requested = await call(server, 'POST', `/orders/${orderId}/returns`, customer.token, {
        lines: items,
        reason: 'damaged',
      });
      expect(requested.status, requested.message).toBe(201);
      const made = requested.data as { _id: string; number: string };
      const approve = () =>
        call(server, 'POST', `/admin/returns/${made._id}/approve`, owner, {
          message: 'Send it back.',
        });

      // EasyPost sells the label, and the process dies before the approval commits.
      await expect(approve()).rejects.toThrow();
      expect(await server.exited()).toBe('SIGKILL');
      const bought = [
        'POST /shipments',
        `GET /shipments/${SHIPMENT}`,
        `POST /shipments/${SHIPMENT}/buy`,
      ];
      expect(easypost.requests).toEqual(bought);
      const rowOf = () =>
        withDatabase(async (db) => {
          const [row] = await db.select().from(returns).where(eq(returns.id, made._id));
          return row;
        });
      expect(await rowOf()).toMatchObject({
        status: 'new',
        labelShipmentId: SHIPMENT,
        labelUrl: null,
      });

      // Approving again reads the shipment, takes the label on it, and buys nothing.
      server = await start(labels);
      owner = await signIn(server, ADMIN);
      const approved = await approve();
      expect(approved.status, approved.message).toBe(200);
      expect(approved.data).toMatchObject({
        status: 'approved',
        label: { kind: 'label', labelUrl: LABEL_URL },
      });
      expect((await approve()).status).toBe(409);
      expect(easypost.requests).toEqual([...bought, `GET /shipments/${SHIPMENT}`]);
      const mine = await call(server, 'GET', `/returns/${made._id}`, customer.token);
      expect(mine.data.label).toMatchObject({ kind: 'label', labelUrl: LABEL_URL });
      expect(await mailed(server, owner, `return ${made.number} is approved`)).toHaveLength(1);
      await server.stop();

      expect(await rowOf()).toMatchObject({
        status: 'approved',
        labelShipmentId: SHIPMENT,
        labelUrl: LABEL_URL,
        labelRateCents: 607,
      });
    }, 600_000);
  },
);
