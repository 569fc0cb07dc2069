import {
  type AdminReturn,
  AdminReturnPageSchema,
  AdminReturnSchema,
  AdminReturnsQuerySchema,
  ApiErrorSchema,
  type Permission,
  ReceiveReturnBodySchema,
  ReturnIdParamsSchema,
  ReturnMessageBodySchema,
  successEnvelope,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthUser, assertRecentSignIn } from '../../plugins/auth.ts';
import { checkRefundLimit } from '../admin-orders/refund-limit.ts';
import { changedFields } from '../audit/changed-fields.ts';
import { catalogueChanged } from '../products/catalogue-sync.ts';
import { returnLabelsFor } from './return-labels-config.ts';
import { returnNotifier } from './return-mail.ts';
import { returnsDeskService } from './returns-desk.service.ts';

const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const Envelope = successEnvelope(AdminReturnSchema);
const WRONG_STATE = ApiErrorSchema.describe('The return is not in the state this step needs');
const PROVIDER_FAILED = ApiErrorSchema.describe(
  "A provider the step needs failed (on approval, EasyPost's prepaid label: the return stays new)",
);

/** The owner's returns desk (issue 42): approve or reject, receive, refund. */
export const adminReturnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = returnsDeskService({
    db: app.db,
    processor: app.payments,
    labels: returnLabelsFor(app.config),
    notify: returnNotifier({
      sender: app.messenger,
      shopName: app.config.shopName,
      publicUrl: app.config.publicUrl,
      log: app.log,
    }),
    configAddress: app.config.returns.address,
    crashAfterRefund: app.config.crashAfterRefund,
    crashAfterLabel: app.config.crashAfterLabel,
  });
  const actorId = (request: { user: AuthUser | null }) => (request.user as AuthUser).id;
  /** Runs a step and leaves the return's status, before and after, for the audit log. */
  const audited = async (request: FastifyRequest, id: string, act: () => Promise<AdminReturn>) => {
    const before = await desk.get(id);
    const after = await act();
    request.auditChanges = changedFields(before, after, {
      status: (item) => item.status,
      message: (item) => item.message,
    });
    return after;
  };
  const step = <Body extends z.ZodType>(permission: Permission, summary: string, body: Body) => ({
    onRequest: app.requirePermission(permission),
    schema: {
      ...admin,
      summary,
      params: ReturnIdParamsSchema,
      body,
      response: { 200: Envelope, 404: ApiErrorSchema, 409: WRONG_STATE, 503: PROVIDER_FAILED },
    },
  });

  app.get(
    '/admin/returns',
    {
      onRequest: app.requirePermission('returns:read'),
      schema: {
        ...admin,
        summary: 'Returns, newest first, by state (admin)',
        querystring: AdminReturnsQuerySchema,
        response: { 200: successEnvelope(AdminReturnPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await desk.list(request.query) }),
  );

  app.get(
    '/admin/returns/:id',
    {
      onRequest: app.requirePermission('returns:read'),
      schema: {
        ...admin,
        summary: 'One return (admin)',
        params: ReturnIdParamsSchema,
        response: { 200: Envelope, 404: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await desk.get(request.params.id) }),
  );

  app.post(
    '/admin/returns/:id/approve',
    step(
      'returns:manage',
      'Approve a new return, with a message to the customer (admin)',
      ReturnMessageBodySchema,
    ),
    async (request) => {
      const { id } = request.params;
      const data = await audited(request, id, () => desk.approve(id, request.body.message));
      return { success: true as const, data };
    },
  );

  app.post(
    '/admin/returns/:id/reject',
    step(
      'returns:manage',
      'Reject a return, saying why to the customer (admin)',
      ReturnMessageBodySchema,
    ),
    async (request) => {
      const { id } = request.params;
      const data = await audited(request, id, () => desk.reject(id, request.body.message));
      return { success: true as const, data };
    },
  );

  app.post(
    '/admin/returns/:id/receive',
    step(
      'returns:receive',
      "Mark a return received, with each line's condition (admin)",
      ReceiveReturnBodySchema,
    ),
    async (request) => {
      const { id } = request.params;
      const data = await audited(request, id, () => desk.receive(id, request.body));
      return { success: true as const, data };
    },
  );

  app.post(
    '/admin/returns/:id/refund',
    step(
      'returns:refund',
      'Refund a received return once, restocking resellable lines; an exchange ships its part (admin)',
      z.object({}).optional(),
    ),
    async (request) => {
      const { id } = request.params;
      assertRecentSignIn(request.user); // money leaves: a password or code within 10 minutes
      await checkRefundLimit(app.db, request.user, await desk.refundAmount(id));
      const data = await audited(request, id, () => desk.refund(id, actorId(request)));
      await catalogueChanged(app, request.log); // restocked: product pages show the new stock
      return { success: true as const, data };
    },
  );
};
