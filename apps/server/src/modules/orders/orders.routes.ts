import {
  ApiErrorSchema,
  CreateOrderBodySchema,
  InstallOrderItemBodySchema,
  OrderIdParamsSchema,
  OrderItemParamsSchema,
  OrderListEnvelopeSchema,
  OrderListQuerySchema,
  OrderSchema,
  successEnvelope,
  UpdateOrderStatusBodySchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../../plugins/auth.ts';
import { paymentMethodsService } from '../payment-methods/payment-methods.service.ts';
import { checkoutService } from '../pricing/checkout.service.ts';
import { guardOrderItemReminderAddress } from '../reminders/reminder-address-guard.ts';
import { orderNotifier } from './order-mail.ts';
import { ordersService } from './orders.service.ts';

const OrderEnvelope = successEnvelope(OrderSchema);

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = ordersService({
    db: app.db,
    processor: app.payments,
    checkout: checkoutService(app.db, app.config.pricing),
    notifier: orderNotifier({ sender: app.messenger, shopName: app.config.shopName, log: app.log }),
    fulfilment: app.fulfilment,
    keepCard: paymentMethodsService({ db: app.db, processor: app.payments }).saveFromPayment,
  });
  const userId = (request: { user: AuthUser | null }) => (request.user as AuthUser).id;

  app.post(
    '/orders',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary:
          'The order of a succeeded payment (placed once per paymentIntentId, by whichever comes first)',
        body: CreateOrderBodySchema,
        response: {
          200: OrderEnvelope,
          402: ApiErrorSchema.describe('The payment did not go through'),
          404: ApiErrorSchema.describe('Product not found'),
          409: ApiErrorSchema.describe(
            'Out of stock, no longer sold, or fewer left than asked for',
          ),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.create(userId(request), request.body),
    }),
  );

  app.get(
    '/orders/myorders',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'My orders, newest first; all of them, or a page with offset and limit',
        querystring: OrderListQuerySchema,
        response: { 200: OrderListEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await orders.listMine(userId(request), request.query)),
    }),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One of my orders, with its source and the auto-replace plans it ships',
        params: OrderIdParamsSchema,
        response: { 200: OrderEnvelope, 404: ApiErrorSchema.describe('No such order of mine') },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.getMine(userId(request), request.params.id),
    }),
  );

  app.get(
    '/orders',
    {
      onRequest: app.requirePermission('orders:read'),
      schema: {
        tags: ['orders'],
        summary:
          'All received orders, newest first (admin); all of them, or a page with offset and limit',
        querystring: OrderListQuerySchema,
        response: { 200: OrderListEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await orders.listAll(request.query)) }),
  );

  app.put(
    '/orders/:id/status',
    {
      onRequest: app.requirePermission('orders:ship'),
      schema: {
        tags: ['orders'],
        summary: 'Move an order forward: Pending -> Shipped -> Delivered (admin)',
        params: OrderIdParamsSchema,
        body: UpdateOrderStatusBodySchema,
        response: { 200: OrderEnvelope, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.setStatus(request.params.id, request.body.status, userId(request)),
    }),
  );

  app.put(
    '/orders/:orderId/items/:orderItemId/install',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Mark my filter line installed (the order too once all its filters are)',
        params: OrderItemParamsSchema,
        body: InstallOrderItemBodySchema,
        response: {
          200: OrderEnvelope,
          409: ApiErrorSchema.describe('This order item is already tracked'),
        },
      },
    },
    async (request) => {
      const order = await orders.install(userId(request), request.params, request.body);
      await guardOrderItemReminderAddress(app, request.params.orderItemId);
      return { success: true as const, data: order };
    },
  );
};
