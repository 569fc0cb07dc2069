import {
  ApiErrorSchema,
  CancelSubscriptionBodySchema,
  CreateSubscriptionBodySchema,
  PauseSubscriptionBodySchema,
  PlanLinkParamsSchema,
  PlanPaymentBodySchema,
  PlanPaymentViewSchema,
  ReminderLinkViewSchema,
  SubscriptionIdParamsSchema,
  SubscriptionListSchema,
  SubscriptionQuoteQuerySchema,
  SubscriptionQuoteSchema,
  SubscriptionSchema,
  successEnvelope,
  UpdateSubscriptionBodySchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../../plugins/auth.ts';
import { plansOf } from './plan-deps.ts';
import { planLinkActions } from './plan-link-actions.ts';
import { CUSTOMER } from './plan-store.ts';

const tags = ['subscriptions'];
const security = [{ bearerAuth: [] }];
const PlanEnvelope = successEnvelope(SubscriptionSchema);
const PART_NOT_FOUND = ApiErrorSchema.describe('No tracked part of mine');
const PLAN_STATE = ApiErrorSchema.describe(
  'The plan is cancelled, not in the state this needs, or its shipment is being charged or shipped',
);
const LINK_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Auto-replace plans of the signed-in customer (issue 29); another customer's plan is a 404. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { plans, runner, deps } = plansOf(app);
  const links = planLinkActions({ deps, plans, runner });
  const userId = (request: { user: AuthUser | null }) => (request.user as AuthUser).id;

  app.get(
    '/subscriptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My auto-replace plans, newest first',
        response: { 200: successEnvelope(SubscriptionListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await plans.list(userId(request), new Date()),
    }),
  );

  app.get(
    '/subscriptions/quote',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Before turning auto-replace on: price, subscriber discount, first shipment date and first charge',
        querystring: SubscriptionQuoteQuerySchema,
        response: { 200: successEnvelope(SubscriptionQuoteSchema), 404: PART_NOT_FOUND },
      },
    },
    async (request) => ({
      success: true as const,
      data: await plans.quote(
        userId(request),
        request.query.trackedPartId,
        request.query.quantity,
        new Date(),
      ),
    }),
  );

  app.post(
    '/subscriptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Turn on auto-replace for a tracked part (409 when it has a plan already)',
        description:
          'A plan ships to the address saved in my profile (PUT /users/me): without one the answer ' +
          'is 400 and no plan is made. It is charged to the chosen saved card, or the default one.',
        body: CreateSubscriptionBodySchema,
        response: {
          200: PlanEnvelope,
          400: ApiErrorSchema.describe(
            'The body is not valid, or my profile has no shipping address (save one first)',
          ),
          404: ApiErrorSchema.describe('No tracked part, or no saved card, of mine'),
          409: ApiErrorSchema.describe(
            'The part has a plan already, is not sold in the shop, or there is no saved card',
          ),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await plans.create(userId(request), request.body, new Date()),
    }),
  );

  app.get(
    '/subscriptions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One of my plans with its timeline',
        params: SubscriptionIdParamsSchema,
        response: { 200: PlanEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await plans.get(userId(request), request.params.id, new Date()),
    }),
  );

  app.patch(
    '/subscriptions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Change the next date (within the part's window), quantity, card or address",
        params: SubscriptionIdParamsSchema,
        body: UpdateSubscriptionBodySchema,
        response: { 200: PlanEnvelope, 409: PLAN_STATE },
      },
    },
    async (request) => {
      const context = await plans.own(userId(request), request.params.id);
      const data = await plans.update(context, request.body, CUSTOMER, new Date());
      return { success: true as const, data };
    },
  );

  const action = (summary: string) => ({
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary,
      params: SubscriptionIdParamsSchema,
      response: { 200: PlanEnvelope, 409: PLAN_STATE },
    },
  });

  app.post(
    '/subscriptions/:id/skip',
    action('Skip the next shipment (409 when cancelled or already on its way)'),
    async (request) => {
      const context = await plans.own(userId(request), request.params.id);
      return { success: true as const, data: await plans.skip(context, CUSTOMER, new Date()) };
    },
  );

  app.post(
    '/subscriptions/:id/pause',
    {
      ...action('Pause until a day, or until resumed (409 when cancelled)'),
      schema: {
        ...action('').schema,
        summary: 'Pause until a day, or until resumed (409 when cancelled)',
        body: PauseSubscriptionBodySchema,
      },
    },
    async (request) => {
      const context = await plans.own(userId(request), request.params.id);
      const data = await plans.pause(context, request.body.until, CUSTOMER, new Date());
      return { success: true as const, data };
    },
  );

  app.post(
    '/subscriptions/:id/resume',
    action('Resume a paused plan (409 when it is not paused)'),
    async (request) => {
      const context = await plans.own(userId(request), request.params.id);
      return { success: true as const, data: await plans.resume(context, CUSTOMER, new Date()) };
    },
  );

  app.post(
    '/subscriptions/:id/cancel',
    {
      ...action(''),
      schema: {
        ...action('').schema,
        summary: 'Cancel the plan, with an optional reason (409 when cancelled)',
        body: CancelSubscriptionBodySchema,
      },
    },
    async (request) => {
      const context = await plans.own(userId(request), request.params.id);
      const data = await plans.cancel(context, request.body.reason, CUSTOMER, new Date());
      return { success: true as const, data };
    },
  );

  app.post(
    '/subscriptions/:id/pay',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Pay a failed or held shipment now, optionally with another saved card, or complete an authentication',
        params: SubscriptionIdParamsSchema,
        body: PlanPaymentBodySchema,
        response: { 200: PlanEnvelope, 409: PLAN_STATE },
      },
    },
    async (request) => {
      const context = await plans.own(userId(request), request.params.id);
      await links.pay(context, request.body, new Date());
      return {
        success: true as const,
        data: await plans.get(userId(request), context.plan.id, new Date()),
      };
    },
  );

  // The notice's one-tap links: GET says what will happen (mail scanners open links), POST does
  // it, once. No sign-in: the code is the key.
  const linkSchema = {
    tags,
    params: PlanLinkParamsSchema,
    response: { 200: successEnvelope(ReminderLinkViewSchema) },
  };
  app.get(
    '/subscription-links/:code',
    {
      config: LINK_RATE_LIMIT,
      schema: { ...linkSchema, summary: "What a plan notice's link will do, before doing it" },
    },
    async (request) => ({
      success: true as const,
      data: await links.describe(request.params.code, new Date()),
    }),
  );
  app.post(
    '/subscription-links/:code',
    {
      config: LINK_RATE_LIMIT,
      schema: { ...linkSchema, summary: "Carry out a plan notice's link (once)" },
    },
    async (request) => ({
      success: true as const,
      data: await links.act(request.params.code, new Date()),
    }),
  );

  const paySchema = {
    tags,
    params: PlanLinkParamsSchema,
    response: { 200: successEnvelope(PlanPaymentViewSchema) },
  };
  app.get(
    '/subscription-payments/:code',
    {
      config: LINK_RATE_LIMIT,
      schema: {
        ...paySchema,
        summary: 'The pay-now page of a failed plan payment (changes nothing)',
      },
    },
    async (request) => ({
      success: true as const,
      data: await links.payView(request.params.code, new Date()),
    }),
  );
  app.post(
    '/subscription-payments/:code',
    {
      config: LINK_RATE_LIMIT,
      schema: {
        ...paySchema,
        summary:
          'Pay now, with another saved card, or after authenticating (test mode: the simulated challenge)',
        body: PlanPaymentBodySchema,
      },
    },
    async (request) => ({
      success: true as const,
      data: await links.payByCode(request.params.code, request.body, new Date()),
    }),
  );
};
