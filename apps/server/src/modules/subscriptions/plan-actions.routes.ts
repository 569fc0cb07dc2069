import {
  ApiErrorSchema,
  PlanPayLinkSchema,
  PlanProductOptionListSchema,
  SubscriptionIdParamsSchema,
  SubscriptionSchema,
  successEnvelope,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { plansOf } from './plan-deps.ts';
import { fittingProducts } from './plan-products.ts';
import { planShipNow } from './plan-ship-now.ts';
import { PLAN_NOT_FOUND, planStore } from './plan-store.ts';

const security = [{ bearerAuth: [] }];

/** Ship now, the products a plan may swap to, and the owner's resend of a pay link (decision 077). */
export const planActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { plans, runner, deps } = plansOf(app);
  const shipNow = planShipNow({ deps, plans, runner });
  const userId = (request: { user: AuthUser | null }) => (request.user as AuthUser).id;

  app.post(
    '/subscriptions/:id/ship-now',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['subscriptions'],
        security,
        summary: "Charge and ship the plan's next box today (one order, however often pressed)",
        params: SubscriptionIdParamsSchema,
        response: {
          200: successEnvelope(SubscriptionSchema),
          409: ApiErrorSchema.describe(
            'A box already ships within the notice days, the last box has not come due, the plan is not active, or the box is being charged',
          ),
        },
      },
    },
    async (request) => {
      const context = await plans.own(userId(request), request.params.id);
      return { success: true as const, data: await shipNow(context, new Date()) };
    },
  );

  app.get(
    '/subscriptions/:id/products',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['subscriptions'],
        security,
        summary: 'The products this plan may swap to: those that fit its tracked system',
        params: SubscriptionIdParamsSchema,
        response: { 200: successEnvelope(PlanProductOptionListSchema) },
      },
    },
    async (request) => {
      const context = await plans.own(userId(request), request.params.id);
      return { success: true as const, data: await fittingProducts(app.db, context) };
    },
  );

  app.post(
    '/subscriptions/:id/pay-link',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['subscriptions'],
        security,
        summary: "A fresh pay page for the plan's unpaid box (to confirm a charge with the bank)",
        params: SubscriptionIdParamsSchema,
        response: {
          200: successEnvelope(PlanPayLinkSchema),
          409: ApiErrorSchema.describe('No payment is waiting on this plan'),
        },
      },
    },
    async (request) => {
      const context = await plans.own(userId(request), request.params.id);
      return { success: true as const, data: await plans.payLink(context, new Date()) };
    },
  );

  app.post(
    '/admin/subscriptions/:id/resend-pay-link',
    {
      onRequest: app.requirePermission('plans:manage'),
      schema: {
        tags: ['admin'],
        security,
        summary:
          "Send the customer a new link to pay the plan's unpaid box (409 when none is owed)",
        params: SubscriptionIdParamsSchema,
        response: {
          200: successEnvelope(SubscriptionSchema),
          409: ApiErrorSchema.describe('No payment is waiting on this plan'),
        },
      },
    },
    async (request) => {
      const context = await planStore.context(app.db, request.params.id);
      if (!context) throw new NotFoundError(PLAN_NOT_FOUND);
      const actor = { kind: 'admin' as const, name: await adminName(request) };
      return {
        success: true as const,
        data: await plans.resendPayLink(context, actor, new Date()),
      };
    },
  );

  async function adminName(request: { user: AuthUser | null }) {
    const id = (request.user as AuthUser).id;
    const [row] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, id));
    return row?.name ?? 'Admin';
  }
};
