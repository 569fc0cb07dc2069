import {
  AdminSubscriptionActionBodySchema,
  AdminSubscriptionActionParamsSchema,
  AdminSubscriptionPageSchema,
  AdminSubscriptionSchema,
  AdminSubscriptionsQuerySchema,
  SubscriptionIdParamsSchema,
  SubscriptionRunBodySchema,
  SubscriptionRunResultSchema,
  SubscriptionSchema,
  SubscriptionSettingsSchema,
  SubscriptionSummarySchema,
  successEnvelope,
  UpdateSubscriptionBodySchema,
  UpdateSubscriptionSettingsBodySchema,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { changedFields } from '../audit/changed-fields.ts';
import { adminPlansService } from './admin-plans.service.ts';
import { plansOf } from './plan-deps.ts';
import { readPlanSettings, writePlanSettings } from './plan-settings.ts';
import { PLAN_NOT_FOUND, planStore } from './plan-store.ts';

const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The owner's plans: list, page, actions on the customer's behalf, numbers, settings, the run. */
export const adminSubscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { plans, runner, deps } = plansOf(app);
  const owner = adminPlansService(deps, plans);

  /** The admin as the timeline names them. */
  async function actorOf(request: { user: AuthUser | null }) {
    const id = (request.user as AuthUser).id;
    const [row] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, id));
    return { kind: 'admin' as const, name: row?.name ?? 'Admin' };
  }

  async function planFor(id: string) {
    const context = await planStore.context(app.db, id);
    if (!context) throw new NotFoundError(PLAN_NOT_FOUND);
    return context;
  }

  app.get(
    '/admin/subscriptions',
    {
      onRequest: app.requirePermission('plans:read'),
      schema: {
        ...admin,
        summary:
          'Auto-replace plans: search by customer name, e-mail, phone or product; filter by status',
        querystring: AdminSubscriptionsQuerySchema,
        response: { 200: successEnvelope(AdminSubscriptionPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await owner.list(request.query) }),
  );

  app.get(
    '/admin/subscriptions/summary',
    {
      onRequest: app.requirePermission('plans:read'),
      schema: {
        ...admin,
        summary:
          'Plan numbers for the dashboard: active, MRR, next 30 days, dunning, cancellations, recovered',
        response: { 200: successEnvelope(SubscriptionSummarySchema) },
      },
    },
    async () => ({ success: true as const, data: await owner.summary(new Date()) }),
  );

  app.get(
    '/admin/subscriptions/settings',
    {
      onRequest: app.requirePermission('plans:read'),
      schema: {
        ...admin,
        summary: 'The subscriber discount and the lead time',
        response: { 200: successEnvelope(SubscriptionSettingsSchema) },
      },
    },
    async () => ({ success: true as const, data: await plans.settings() }),
  );

  app.put(
    '/admin/subscriptions/settings',
    {
      onRequest: app.requirePermission('plans:settings'),
      schema: {
        ...admin,
        summary: 'Set the subscriber discount (percent) and the lead time (days)',
        body: UpdateSubscriptionSettingsBodySchema,
        response: { 200: successEnvelope(SubscriptionSettingsSchema) },
      },
    },
    async (request) => {
      const before = await readPlanSettings(app.db, deps.defaultLeadDays);
      const data = await writePlanSettings(app.db, request.body, deps.defaultLeadDays);
      request.auditChanges = changedFields(before, data, {
        discountPercent: (s) => s.discountPercent,
        leadDays: (s) => s.leadDays,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    '/admin/subscriptions/:id',
    {
      onRequest: app.requirePermission('plans:read'),
      schema: {
        ...admin,
        summary: "A plan's page: timeline, orders and charges",
        params: SubscriptionIdParamsSchema,
        response: { 200: successEnvelope(AdminSubscriptionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await owner.get(request.params.id, new Date()),
    }),
  );

  app.patch(
    '/admin/subscriptions/:id',
    {
      onRequest: app.requirePermission('plans:manage'),
      schema: {
        ...admin,
        summary: "Change a customer's plan on their behalf (recorded with the admin's name)",
        params: SubscriptionIdParamsSchema,
        body: UpdateSubscriptionBodySchema,
        response: { 200: successEnvelope(SubscriptionSchema) },
      },
    },
    async (request) => {
      const context = await planFor(request.params.id);
      const data = await plans.update(context, request.body, await actorOf(request), new Date());
      return { success: true as const, data };
    },
  );

  app.post(
    '/admin/subscriptions/:id/:action',
    {
      onRequest: app.requirePermission('plans:manage'),
      schema: {
        ...admin,
        summary:
          "Skip, pause (optional until), resume or cancel (optional reason) on the customer's behalf; 409 when it makes no sense",
        params: AdminSubscriptionActionParamsSchema,
        body: AdminSubscriptionActionBodySchema,
        response: { 200: successEnvelope(SubscriptionSchema) },
      },
    },
    async (request) => {
      const context = await planFor(request.params.id);
      const actor = await actorOf(request);
      const now = new Date();
      const body = request.body;
      const data = await {
        skip: () => plans.skip(context, actor, now),
        pause: () => plans.pause(context, body.until, actor, now),
        resume: () => plans.resume(context, actor, now),
        cancel: () => plans.cancel(context, body.reason, actor, now),
      }[request.params.action]();
      return { success: true as const, data };
    },
  );

  // A test and demo aid (run the renewal job "as of" a later moment); production relies on the schedule.
  if (app.config.isProduction) return;
  app.post(
    '/admin/subscriptions/run',
    {
      onRequest: app.requirePermission('jobs:run'),
      schema: {
        ...admin,
        summary:
          'Run the auto-replace renewal job now or as of a given time (admin, not in production)',
        body: SubscriptionRunBodySchema,
        response: { 200: successEnvelope(SubscriptionRunResultSchema) },
      },
    },
    async (request) => {
      const now = request.body.now ? new Date(request.body.now) : new Date();
      return { success: true as const, data: await runner.run(now) };
    },
  );
};
