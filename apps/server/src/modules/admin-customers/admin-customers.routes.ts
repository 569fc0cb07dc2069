import {
  AdminCustomerRowSchema,
  AdminCustomerSchema,
  AdminCustomersQuerySchema,
  adminPageSchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCustomersService } from './admin-customers.service.ts';

const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  const customers = adminCustomersService(app.db, app.adapters);

  app.get(
    '/admin/customers',
    {
      onRequest: app.requirePermission('customers:read'),
      schema: {
        ...admin,
        summary:
          'Customers, newest first, with order count and lifetime total; search by name, e-mail or phone (admin)',
        querystring: AdminCustomersQuerySchema,
        response: { 200: successEnvelope(adminPageSchema(AdminCustomerRowSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await customers.search(request.query) }),
  );

  app.get(
    '/admin/customers/:id',
    {
      onRequest: app.requirePermission('customers:read'),
      schema: {
        ...admin,
        summary:
          'One customer: contact, addresses, orders, tracked systems and the messages sent to them (admin)',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: successEnvelope(AdminCustomerSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await customers.get(request.params.id) }),
  );
};
