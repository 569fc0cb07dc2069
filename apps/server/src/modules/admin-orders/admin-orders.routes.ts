import { Readable } from 'node:stream';
import {
  type AdminOrder,
  AdminOrderPageSchema,
  AdminOrderSchema,
  AdminOrdersCsvQuerySchema,
  AdminOrdersQuerySchema,
  ApiErrorSchema,
  CancelOrderBodySchema,
  can,
  OrderIdParamsSchema,
  type Permission,
  RefundOrderBodySchema,
  ShipOrderBodySchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type AuthUser, assertRecentSignIn } from '../../plugins/auth.ts';
import { nonJsonAnswer } from '../../plugins/openapi-operations.ts';
import { changedFields } from '../audit/changed-fields.ts';
import { catalogueChanged } from '../products/catalogue-sync.ts';
import { adminOrderNotifier } from './admin-order-mail.ts';
import { adminOrdersService } from './admin-orders.service.ts';
import { checkRefundLimit } from './refund-limit.ts';

const OrderEnvelope = successEnvelope(AdminOrderSchema);
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const PAST_THAT_STEP = ApiErrorSchema.describe(
  'The order is past that step (cancelled, shipped, delivered, or refunded in full)',
);

export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = adminOrdersService({
    db: app.db,
    processor: app.payments,
    notify: adminOrderNotifier({
      sender: app.messenger,
      shopName: app.config.shopName,
      log: app.log,
    }),
    timeZone: app.config.shopTimeZone,
  });
  const actorId = (request: { user: AuthUser | null }) => (request.user as AuthUser).id;
  /** Runs an order action and leaves its status and refunded amount, before and after, for the audit log. */
  const audited = async (request: FastifyRequest, id: string, act: () => Promise<AdminOrder>) => {
    const before = await orders.get(id);
    const after = await act();
    request.auditChanges = changedFields(before, after, {
      status: (order) => order.status,
      refunded: (order) => order.payment.refunded,
    });
    return after;
  };
  const action = <Body extends z.ZodType>(permission: Permission, summary: string, body: Body) => ({
    onRequest: app.requirePermission(permission),
    schema: {
      ...admin,
      summary,
      params: OrderIdParamsSchema,
      body,
      response: { 200: OrderEnvelope, 409: PAST_THAT_STEP },
    },
  });
  const plain = (permission: Permission, summary: string, conflict?: typeof PAST_THAT_STEP) => ({
    onRequest: app.requirePermission(permission),
    schema: {
      ...admin,
      summary,
      params: OrderIdParamsSchema,
      response: { 200: OrderEnvelope, ...(conflict && { 409: conflict }) },
    },
  });

  app.get(
    '/admin/orders',
    {
      onRequest: app.requirePermission('orders:read'),
      schema: {
        ...admin,
        summary:
          'Orders, newest first: search by order, customer name, e-mail or phone; filter by status and day (admin)',
        querystring: AdminOrdersQuerySchema,
        response: { 200: successEnvelope(AdminOrderPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await orders.search(request.query) }),
  );

  app.get(
    '/admin/orders.csv',
    {
      onRequest: app.requirePermission('orders:export'),
      schema: {
        ...admin,
        summary:
          "Every matching order as CSV, one row per line item, times in the shop's time zone; streamed (admin)",
        querystring: AdminOrdersCsvQuerySchema,
        response: { 200: nonJsonAnswer('text/csv', 'The matching orders as CSV') },
      },
    },
    async (request, reply) => {
      request.log.info({ filters: request.query }, 'orders exported as CSV');
      // Fastify pipes a stream as it is read; the 200 schema documents the text it makes.
      // Bytes, not objects: the next batch is read only when the reader has taken the last one,
      // and only after giving way to the shoppers served meanwhile.
      const contacts = can(request.user?.staffRole, 'orders:export-contacts');
      // Customers' e-mails and phones leave the shop only after a fresh password or code.
      if (contacts) assertRecentSignIn(request.user);
      const filter = request.query;
      const rows = orders.exportCsv(filter, undefined, contacts);
      const csv = Readable.from(app.giveWay(rows), {
        objectMode: false,
      }) as unknown as string;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .send(csv);
    },
  );

  app.get(
    '/admin/orders/:id',
    plain('orders:read', 'One order with payment and timeline (admin)'),
    async (request) => ({
      success: true as const,
      data: await orders.get(request.params.id),
    }),
  );

  app.post(
    '/admin/orders/:id/ship',
    action(
      'orders:ship',
      'Ship a Pending order with carrier and tracking number; the customer is told (admin)',
      ShipOrderBodySchema,
    ),
    async (request) => ({
      success: true as const,
      data: await audited(request, request.params.id, () =>
        orders.ship(request.params.id, actorId(request), request.body),
      ),
    }),
  );

  app.post(
    '/admin/orders/:id/deliver',
    plain('orders:deliver', 'Mark an order delivered (admin)', PAST_THAT_STEP),
    async (request) => ({
      success: true as const,
      data: await audited(request, request.params.id, () =>
        orders.deliver(request.params.id, actorId(request)),
      ),
    }),
  );

  app.post(
    '/admin/orders/:id/cancel',
    action(
      'orders:cancel',
      'Cancel an order before it ships: restocks and refunds in full (admin)',
      CancelOrderBodySchema,
    ),
    async (request) => {
      const data = await audited(request, request.params.id, () =>
        orders.cancel(request.params.id, actorId(request), request.body.reason),
      );
      await catalogueChanged(app, request.log); // restocked: product pages show the new stock
      return { success: true as const, data };
    },
  );

  app.post(
    '/admin/orders/:id/refunds',
    action(
      'orders:refund',
      'Refund part or all of what was captured, restocking chosen lines (admin)',
      RefundOrderBodySchema,
    ),
    async (request) => {
      await checkRefundLimit(app.db, request.user, request.body.amount);
      assertRecentSignIn(request.user);
      const data = await audited(request, request.params.id, () =>
        orders.refund(request.params.id, actorId(request), request.body),
      );
      if (request.body.restock.length > 0) await catalogueChanged(app, request.log);
      return { success: true as const, data };
    },
  );
};
